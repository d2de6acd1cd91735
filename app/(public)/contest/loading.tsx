export { PageLoading as default } from "@/components/ui/loading-state";
