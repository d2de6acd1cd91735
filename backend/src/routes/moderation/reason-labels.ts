import { REPORT_REASONS } from "@/common/validations/report";

/** A report reason's label, as the report form shows it. */
export const reasonLabel = (value: string) => REPORT_REASONS.find((r) => r.value === value)?.label ?? value;
