import type { Compliment } from "@/lib/api/shapes";
import { readerOf } from "@/lib/auth/reader";
import type { Viewer } from "@/lib/auth/session";
import { ComplimentActions } from "./compliment-actions";
import { ComplimentCard } from "./compliment-card";
import { ReportButton } from "@/components/moderation/report-button";
import { ReportComplimentLink } from "@/components/moderation/report-compliment-link";

/** A compliment as its reader receives it: the card, and Claim and Reply as this reader may use them. */
export function ComplimentGift({ compliment, viewer, intent }: { compliment: Compliment; viewer: Viewer; intent?: string }) {
  const reader = readerOf(compliment, viewer);
  return (
    <ComplimentCard compliment={compliment} byAuthor={reader === "author"}>
      <ComplimentActions
        complimentId={compliment.id}
        code={compliment.code}
        authorName={compliment.author.name}
        recipient={compliment.to}
        reader={reader}
        isClaimed={compliment.isClaimed}
        replyConversationId={compliment.replyConversationId}
        intent={intent}
      />
      {reader === "guest" ? (
        <ReportComplimentLink code={compliment.code} />
      ) : (
        reader !== "author" && <ReportButton target={{ kind: "compliment", code: compliment.code }} guest={false} />
      )}
    </ComplimentCard>
  );
}
