"use client";

import { useLayoutEffect, useRef, useState } from "react";
import {
  CARD_TEXT_LEADING,
  CARD_TEXT_PT,
  cardCqw,
  estimateFit,
  fitText,
  PARAGRAPH_GAP_EM,
  paragraphsOf,
  type CardFit,
} from "@/lib/format/card-text-fit";

/** A blank line between paragraphs is set as a little space, not a whole empty line. */
const paragraphGap = (i: number) => (i > 0 ? `${PARAGRAPH_GAP_EM}em` : "");

/**
 * The largest size at which `text` fits `box`, else where it ends at the smallest, measured in a
 * hidden copy of the box laid over it, as tall as its text. The copy is 1 % narrower and must leave
 * a pixel free below, so the fit holds whatever width the card is drawn at (every measure is a
 * share of the card's width, so the preview and the printed card differ only by rounding).
 */
function measureFit(box: HTMLElement, text: string): CardFit {
  const probe = box.cloneNode() as HTMLElement;
  probe.removeAttribute("data-card-text");
  Object.assign(probe.style, {
    position: "absolute",
    visibility: "hidden",
    top: `${box.offsetTop}px`,
    left: `${box.offsetLeft}px`,
    width: `${box.clientWidth * 0.99}px`,
    height: "auto",
    flex: "none",
  });
  box.after(probe);
  const room = box.clientHeight - 1;
  try {
    return fitText(
      text,
      (shown, pt) => {
        probe.style.fontSize = `${cardCqw(pt)}cqw`;
        probe.replaceChildren(
          ...paragraphsOf(shown).map((paragraph, i) => {
            const span = Object.assign(document.createElement("span"), { textContent: paragraph });
            Object.assign(span.style, { display: "block", marginTop: paragraphGap(i) });
            return span;
          }),
        );
        return probe.scrollHeight <= room;
      },
      "measured",
    );
  } finally {
    probe.remove();
  }
}

/**
 * A compliment's text on its printed card: as large as fits, down to the smallest size, then cut
 * at a sentence or a word (`data-cut`, which shows the card's "Read the whole compliment online").
 * The server sends a cautious estimate (less `belowPt` of height, which a line under it takes); the browser measures.
 */
export function CardText({ text, className, belowPt }: { text: string; className: string; belowPt?: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [fit, setFit] = useState(() => estimateFit(text, belowPt));

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setFit(measureFit(box, text));
    measure();
    // Measured again when the box changes (a name that wraps once its font is in, the print layout)
    // and when a font arrives.
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    document.fonts.addEventListener("loadingdone", measure);
    return () => {
      resized.disconnect();
      document.fonts.removeEventListener("loadingdone", measure);
    };
  }, [text]);

  return (
    <p
      ref={ref}
      data-card-text
      data-fit={fit.how}
      data-cut={fit.cut ? (fit.cut.sentence ? "sentence" : "word") : undefined}
      style={{ fontSize: `${cardCqw(CARD_TEXT_PT[fit.step]!)}cqw`, lineHeight: CARD_TEXT_LEADING }}
      className={`min-h-0 flex-1 overflow-hidden break-words whitespace-pre-line ${className}`}
    >
      {paragraphsOf(fit.cut ? fit.cut.text : text).map((paragraph, i) => (
        <span key={i} style={{ display: "block", marginTop: paragraphGap(i) || undefined }}>
          {paragraph}
        </span>
      ))}
    </p>
  );
}
