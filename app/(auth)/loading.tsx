export { FormLoading as default } from "@/components/ui/loading-state";
