import { forward } from "@/lib/api/forward";

export const GET = forward;
export const POST = forward;
export const PATCH = forward;
export const DELETE = forward;
