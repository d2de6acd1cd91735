"use client";

import { useEffect, useState, type ComponentType } from "react";
import { onFirstToast } from "@/lib/toast";

/** Where the app's toaster goes: mounted with the page's first toast, fetched with it (lib/toast.ts). */
export function ToasterSlot() {
  const [Toaster, setToaster] = useState<ComponentType>();
  useEffect(() => onFirstToast(() => void import("./app-toaster").then((module) => setToaster(() => module.AppToaster))), []);
  return Toaster ? <Toaster /> : null;
}
