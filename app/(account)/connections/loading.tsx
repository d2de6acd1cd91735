export { ListLoading as default } from "@/components/ui/loading-state";
