import { ImageResponse } from "next/og";
import { getPublicCompliment } from "@/lib/api/compliments";
import { env } from "@/lib/env";
import { enteredComplimentCode } from "@/common/validations/code";

/** The preview card a shared compliment link shows: the brand and the recipient, nothing private. */
export async function GET(request: Request) {
  const code = enteredComplimentCode.safeParse(new URL(request.url).searchParams.get("code"));
  const compliment = code.success ? await getPublicCompliment(code.data).catch(() => undefined) : undefined;
  const to = compliment?.to;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #fdf2f8, #fbcfe8)",
        color: "#1c1917",
      }}
    >
      <div style={{ fontSize: 40, fontWeight: 700, color: "#9d174d" }}>{env.APP_NAME}</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 36, color: "#831843" }}>{to ? "A compliment for" : "Someone said something nice"}</div>
        <div style={{ fontSize: 88, fontWeight: 700, lineHeight: 1.1 }}>{to ?? "about you"}</div>
      </div>
      <div style={{ fontSize: 28, color: "#57534e" }}>{compliment ? `From ${compliment.author.name}` : "Open the link to read it"}</div>
    </div>,
    { width: 1200, height: 630, headers: { "Cache-Control": "public, max-age=300" } },
  );
}
