import { z } from "@hono/zod-openapi";
import { dataExportStatuses, type dataExports } from "../../db/schema";

/** A finished export can be downloaded for this long, then its row and zip are deleted. */
export const EXPORT_KEPT_DAYS = 7;

export const dataExportStatusSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(dataExportStatuses).openapi({ description: "`building` until the zip is ready; `failed` if it could not be built." }),
    progress: z.number().int().min(0).max(100).openapi({ description: "How far the building has got, 0–100." }),
    created_at: z.string(),
    ready_at: z.string().nullable(),
    expires_at: z
      .string()
      .nullable()
      .openapi({ description: `When the zip is deleted: ${EXPORT_KEPT_DAYS} days after it was ready (a new export replaces it sooner).` }),
  })
  .openapi("DataExport");

export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const exportJson = (row: typeof dataExports.$inferSelect): DataExportStatus => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  created_at: row.createdAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
  expires_at: row.readyAt ? new Date(row.readyAt.getTime() + EXPORT_KEPT_DAYS * 86_400_000).toISOString() : null,
});
