"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";

/** Shows a message passed to a screen (spec: "opened with a message") once, as a toast. */
export function ToastOnMount({ message, type = "error", id }: { message?: string; type?: "error" | "success" | "info"; id?: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (!message || shown.current) return;
    shown.current = true;
    toast[type](message, { id });
  }, [message, type, id]);
  return null;
}
