import { ulid } from "ulid";
import type { Clock, IdSource } from "../core/account/account";

export const systemClock: Clock = { now: () => new Date() };

/** ULIDs sort by creation time, so newest-first lists need no extra index. */
export const ulidIds: IdSource = { next: () => ulid().toLowerCase() };
