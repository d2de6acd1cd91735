import { BackendError, backendFetch } from "@/lib/api/client";

const passed = ["content-type", "cache-control", "etag", "x-content-type-options"];

/** Stored images, fetched from the backend so the browser only ever talks to this origin. */
export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.map(encodeURIComponent).join("/");
  const ifNoneMatch = request.headers.get("if-none-match");
  try {
    const res = await backendFetch(`/storage/${key}`, { headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {} });
    const headers = new Headers();
    for (const name of passed) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(res.body, { status: res.status, headers });
  } catch (error) {
    if (error instanceof BackendError) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
}
