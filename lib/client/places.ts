"use client";

import type { Answer } from "@/lib/api/wire";
import { callApi, mapped, v1 } from "./api";

export type Place = { id: number; name: string };

/** The states of one country, for the profile's state selector. */
export const listStates = (countryId: number) =>
  mapped(callApi<Answer<"listCountryStates">>(v1`helpers/countries/${countryId}/states`), (b) =>
    b.data.data.map(({ id, name }) => ({ id, name })),
  );
