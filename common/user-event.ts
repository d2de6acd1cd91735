/**
 * What a signed-in user's open pages are told, as the backend publishes it and relays it to the
 * web on `/internal/user-events` (event `user`), each for one user only: a new message in one of
 * their conversations, their unread count, or that one of their sessions ended (every stream of
 * theirs then starts over, so an ended session's is refused). The web's user streams
 * (lib/events/user-streams.ts) read the same shape, so it is declared here once.
 */
export type UserEvent =
  | { user_id: number; type: "message"; conversation_id: number }
  | { user_id: number; type: "unread"; count: number }
  | { user_id: number; type: "signed-out" };
