/**
 * GENERATED from the backend's /v1 OpenAPI document (GET /v1/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with `npm run api:types`; `npm test` fails (api:types:check) while this file is out of date.
 */
export interface paths {
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that the API and its database answer */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health/ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check that this API process should be sent requests
     * @description For load balancers and orchestrators: ready while the database and Redis (when configured) answer within a second and the process is not stopping. `/health` stays the cheap liveness check.
     */
    get: operations["getReadiness"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register an account and log in */
    post: operations["registerUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with e-mail and password */
    post: operations["logIn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the current user */
    get: operations["getCurrentUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Log out, revoking the token */
    get: operations["logOut"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/email/verify/resend": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a new e-mail verification link */
    post: operations["resendVerificationEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/email/verify/{id}/{hash}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verify the user's e-mail address with a signed link */
    get: operations["verifyEmail"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password reset link */
    post: operations["requestPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/auth/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations["resetPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/code/{code}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Look a compliment up by its code
     * @description Public. Look-ups that miss (404, 422) are limited to 30 a minute per address; after that every look-up gets 429. A look-up with a valid token by anyone but the author records that this user opened the compliment with its code, which claim and conversation-messages require. Authors read their own through GET /compliments/own/{code}, which this limit does not touch.
     */
    get: operations["getComplimentByCode"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/own/{code}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one of the user's own compliments by its code
     * @description The author's own compliment, for their dashboard and editing pages. Not counted as a view, and not subject to the guessing limit of GET /compliments/code/{code}: anyone but the author gets the same 404 whether or not the code exists, so the answer tells a guesser nothing.
     */
    get: operations["getOwnComplimentByCode"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the user's own or claimed compliments */
    get: operations["listCompliments"];
    put?: never;
    /**
     * Write a compliment
     * @description Limited to 30 compliments an hour per user. With `recipient_email` the compliment is also e-mailed to its recipient at `deliver_at` (ISO 8601 with an offset; absent or past: now; `time_zone`, the IANA zone the author chose it in, default `UTC`, is kept to show its times to them), with one reminder when `remind` (default true) and it stays unopened; at most 20 such deliveries a day per author and 3 a day per mailbox (all spellings of one inbox: case, `+tag`, Gmail's dots and `googlemail.com`). The address is the author's alone: only their own answers carry it, under `delivery`. An address that unsubscribed is refused (422) before any of those is spent. `invite_signers: true` makes it a group compliment that others sign through a link of its own (GET /compliments/{code}/signing) until `signing_closes_at` (ISO 8601 with an offset, in the future and not after the delivery; absent: the delivery time when one is set; null: when its author closes it). Until then its code answers like an unknown code to everyone but its author.
     */
    post: operations["createCompliment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a compliment */
    delete: operations["deleteCompliment"];
    options?: never;
    head?: never;
    /**
     * Edit a compliment and its ads
     * @description Once the compliment is claimed (`is_claimed`), its recipient kept it as it was: a different `to` or `compliment` is refused with 422 under that field (the same value again is accepted); the note and the ads stay editable. Until its delivery is sent, `recipient_email`, `deliver_at`, `time_zone` and `remind` change it, and `recipient_email: null` cancels it; after, a change is refused with 422. Anyone else's or an unknown id is 404 before the address is looked at; then an unsubscribed address is 422 and a spent limit 429. Cancelling, or moving to another mailbox, gives the old one its point back.
     */
    patch: operations["updateCompliment"];
    trace?: never;
  };
  "/compliments/{id}/claim": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Claim a compliment written for the user
     * @description Needs proof of the code: the user must have looked the compliment up by its code with their token (GET /compliments/code/{code}). Without it the answer is the 404 of an unknown id. A user may try 10 claims an hour; a compliment takes 20 attempts an hour from users who have opened it. Over either limit: 429 with Retry-After.
     */
    post: operations["claimCompliment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{id}/conversation-messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open the conversation with a compliment's author
     * @description The Reply action of the original API: finds or starts the conversation with the author, connects the two and marks it read. Kept for those clients; POST /compliments/{id}/conversation does the same as a POST, which a browser never sends from a link. A conversation without messages is listed nowhere (GET /compliments/conversations); POST /compliments/{id}/reply starts it with its first message instead. Needs proof of the code, as claim does: without an earlier look-up by code with the user's token the answer is the 404 of an unknown id.
     */
    get: operations["getComplimentConversation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{id}/conversation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the conversation with a compliment's author
     * @description Finds or starts the conversation with the author, connects the two and marks it read; calling it again, or many times at once, opens one conversation. Answers as GET /compliments/{id}/conversation-messages with its first page. A conversation without messages is listed nowhere; POST /compliments/{id}/reply starts it with its first message instead. Needs proof of the code, as claim does: without an earlier look-up by code with the user's token the answer is the 404 of an unknown id.
     */
    post: operations["openComplimentConversation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{id}/reply": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reply to a compliment's author with a message
     * @description Reply with a message: the first one starts the conversation with the author (and connects the two), later ones add to it, so opening a reply and sending nothing creates nothing. Needs proof of the code, as claim does. Sending is limited to 30 messages a minute per user.
     */
    post: operations["replyToCompliment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/signing/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open a group compliment's signing page
     * @description Who the compliment is for, its organiser's text and, if the organiser shows them, the first 50 signatures that will reach the recipient; never the code or the compliment's id. With a token, the reader's own signature.
     */
    get: operations["getSigningPage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/signing/{token}/email-codes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a guest signer a code to confirm their address
     * @description Mails a 6-digit code, valid 30 minutes and for 5 tries, that signing as a guest takes with this address; a new one replaces the last. Answered 202 whatever the address. At most 3 an hour per address and 20 an hour per client address (429).
     */
    post: operations["requestSigningEmailCode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/signing/{token}/signatures": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a group compliment
     * @description One signature per person, editable until signing closes: signing again replaces the person's own (200). A signed-in, verified person signs with `message` under their account's name; a guest also sends `name`, `email` and the `email_code` mailed to it (POST /signing/{token}/email-codes), which it uses up. Signing draws on the same limit as sending messages (30 a minute per user); guests are limited to 10 an hour per client address.
     */
    post: operations["createSignature"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/signing": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the organiser's view of a group compliment's signing
     * @description The author's own: the signing link, closing time, and every signature with whether it is hidden.
     */
    get: operations["getComplimentSigning"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change when signing closes, or whether signers see the signatures
     * @description `closes_at`: ISO 8601 with its offset, in the future and not after a scheduled delivery; null closes it only by hand. Only while signing is open.
     */
    patch: operations["updateComplimentSigning"];
    trace?: never;
  };
  "/compliments/{code}/signing/close": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close signing now
     * @description From now the code shows the compliment with its shown signatures; a later signature answers 409. Closing it again changes nothing.
     */
    post: operations["createSigningClosure"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/signing/link": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a new signing link
     * @description A new token: the old link stops working at once. Also turns a turned-off link back on.
     */
    post: operations["createSigningLink"];
    /** Turn the signing link off */
    delete: operations["deleteSigningLink"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/signatures/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a signature */
    delete: operations["deleteSignature"];
    options?: never;
    head?: never;
    /** Hide a signature from the recipient, or show it again */
    patch: operations["updateSignature"];
    trace?: never;
  };
  "/compliments/conversations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the user's conversations */
    get: operations["listConversations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/conversations/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a conversation's messages
     * @description For its two participants only. Page 1, and every `after` poll, marks the messages answered as read.
     */
    get: operations["getConversation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/conversations/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message in a conversation
     * @description For the conversation's participants only. Sending is limited to 30 messages a minute per user, direct messages included.
     */
    post: operations["sendMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/{id}/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a direct message to a user
     * @description The profile message box: sends a message to this user in the direct conversation of the two (about no compliment), which the first message starts. Sending is limited to 30 messages a minute per user, direct messages included.
     */
    post: operations["sendDirectMessage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/my-connections": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the people the user is connected with
     * @description A claim or a reply connects the author and the other user, both ways.
     */
    get: operations["listConnections"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/ads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List ads, or a user's favourite ads
     * @description For signed-in users (401 without a token), except another user's favourites: with `is_favorite=1&user_id={id}` anyone, guests included, gets user {id}'s favourite ads, as profile dashboards show them. An unknown user has none: an empty list, not 404. `is_favorite` on each ad is always the viewer's own (false for guests), whoever's favourites are listed. Ad selectors send `search` (possibly empty): one page (default 20) of the ads whose title or business name contains it.
     */
    get: operations["listAds"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/ads/{adId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an ad page
     * @description Public: the ad page. `is_favorite` is the viewer's (false for guests). `compliment` is answered only to those who hold the compliment's code (its author, its claimer, a user who looked it up by code with their token); everyone else, guests included, gets the plain ad with `compliment: null`, so no id tells whose compliment it is.
     */
    get: operations["getAd"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/ads/{id}/toggle-favorite": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add an ad to the user's favourites, or remove it */
    post: operations["toggleFavoriteAd"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/business-profiles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every business profile, or search them
     * @description Public, as each ad's business is: a guest filters someone's favourite ads by business too. Without `search`, every business; the business filter sends `search` (possibly empty) and gets one page (default 20) of the businesses whose name contains it. `id` reads one business (a list of one, or empty), as a filter shows the one it has chosen.
     */
    get: operations["listBusinessProfiles"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/states/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a state and its country
     * @description Public.
     */
    get: operations["getState"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/ads/reviews/{compliment_ad_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the reviews of an ad on a compliment
     * @description For those who hold the compliment's code (its author, its claimer, a user who looked it up by code): its reviewers can only be its author and its claimer. Anyone else, guests included, gets the 404 of an unknown id. `is_owner` marks the viewer's own reviews. Reviews carry no compliment code, text or recipient.
     */
    get: operations["listAdReviews"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/ads/reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Review an ad on a compliment
     * @description Only the compliment's author and its claimer may review its ads. Limited to 10 reviews a minute per user.
     */
    post: operations["createAdReview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a compliment, message, profile, ad, review or signature
     * @description A notice of illegal or unwanted content, open to guests and signed-in users. A compliment is named by its `code` (an id is refused: the code is the key), anything else by `target_id`: a message only by a participant of its conversation (anyone else gets the 404 of an unknown id), a profile by its user id, a group compliment's signature by its id with the key it was seen with: its compliment's `code` (once signing has closed, or by the organiser) or its signing link's `signing_token` (while that link is on); anything else is the 404 of an unknown signature. `place` is the path on this site where it was reported. A guest gives `name` and `email`; a user's come from the account. The reported person is told nothing; the notifier gets a receipt by e-mail and later the decision. Limited to 10 reports an hour per user, and 5 a day per guest (counted per address and per e-mail mailbox).
     */
    post: operations["createReport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{complimentId}/ads/{adId}/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a signed link to the holder's coupon PDF
     * @description For the claimer of the compliment: a link, valid for 5 minutes, to the PDF of their own coupon of the ad's offer (issued now if this is their first look). Anyone else has no coupon there: 404.
     */
    get: operations["getCouponLink"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/coupons/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a coupon PDF with a signed link
     * @description No session: the signature made by the link call is the credential.
     */
    get: operations["downloadCoupon"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/coupons/check": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Look up a coupon at the till before redeeming it
     * @description For members of a business: the offer and the holder's first name, to confirm with the holder. Answers as redeem would, but redeems nothing. Misses (403, 404) count against the member's 10 a minute.
     */
    post: operations["checkCoupon"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/coupons/redeem": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeem a coupon at the till
     * @description For members of a business; the code is read without spaces, dashes or dots, in any case. Exactly one of any number of simultaneous calls on one coupon redeems it. Every attempt is logged; misses (403, 404) count against the member's 10 a minute.
     */
    post: operations["redeemCoupon"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/coupons/redemptions/{couponId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Undo a redemption within 10 minutes
     * @description For an owner of the coupon's business, or the member who redeemed it.
     */
    delete: operations["undoRedemption"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/coupons/scan/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the coupon a QR link names
     * @description Public: anyone who scans a coupon's QR learns only whether it can be used (`coupon` is null). A member of the coupon's business also gets the coupon, to redeem it.
     */
    get: operations["getScannedCoupon"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the businesses the user belongs to */
    get: operations["listMemberships"];
    put?: never;
    /**
     * Open a business, as its owner
     * @description For verified users who own no business (409 for one who does). Names are unique in any case (a taken one is a 422 under `name`). The logo is uploaded afterwards (POST /businesses/{businessId}/logo). Until an operator approves one of its ads, each ad it makes waits for review.
     */
    post: operations["openBusiness"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a business's owners and staff
     * @description For owners of the business; another member gets 403, anyone else 404.
     */
    get: operations["listMembers"];
    put?: never;
    /**
     * Add a staff member by e-mail address, or invite the address to sign up and join
     * @description For owners of the business; another member gets 403, anyone else 404. The holder of a verified account with this address joins as staff at once (201) and is told by mail. Any other address (no account yet, or one not verified) is invited (202): it is mailed an invitation to sign up, and the account joins as staff when the address is verified. At most 20 invitations a business a day (429).
     */
    post: operations["addMember"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the addresses invited to join the staff
     * @description For owners of the business; another member gets 403, anyone else 404.
     */
    get: operations["listInvitations"];
    put?: never;
    post?: never;
    /**
     * Withdraw an invitation to join the staff
     * @description For owners of the business; another member gets 403, anyone else 404. The address no longer joins when it is verified; 404 when it has no waiting invitation here.
     */
    delete: operations["deleteInvitation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/members/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a staff member
     * @description For owners of the business; another member gets 403, anyone else 404. Owners are not removed here.
     */
    delete: operations["removeMember"];
    options?: never;
    head?: never;
    /**
     * Make a staff member an owner, or an owner staff
     * @description For owners of the business; another member gets 403, anyone else 404. `owner` hands the business over to one of its staff (an owner may then delete their account); `staff` steps an owner down (themselves included) while another owner remains. Asking for the role a member has changes nothing. Someone who is not a member of this business gets 404.
     */
    patch: operations["updateMemberRole"];
    trace?: never;
  };
  "/businesses/{businessId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A business's details, for its people
     * @description For owners and staff of the business; anyone else gets 404.
     */
    get: operations["getBusiness"];
    put?: never;
    post?: never;
    /**
     * Close a business for good
     * @description For owners of the business; another member gets 403, anyone else 404. Asks for the owner's password again (422 when it is not theirs). Deletes the business with its ads, offers and every coupon issued of them (their codes then answer 404 Unknown code), the ads' places on compliments and the reviews written of them, favourites of its ads, its members and its redemption log. The compliments that carried its ads answer without them from then on.
     */
    delete: operations["deleteBusiness"];
    options?: never;
    head?: never;
    /**
     * Change a business's details
     * @description For owners of the business; another member gets 403, anyone else 404. Only the fields sent change.
     */
    patch: operations["updateBusiness"];
    trace?: never;
  };
  "/businesses/{businessId}/offer-results": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Each offer's coupons: issued, redeemed, expired, voided, left of the cap, by day
     * @description For owners of the business; another member gets 403, anyone else 404. Days are the business's own, in its time zone.
     */
    get: operations["getOfferResults"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/offer-results/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Each offer's coupons issued and redeemed by day, as CSV
     * @description For owners of the business; another member gets 403, anyone else 404.
     */
    get: operations["exportOfferResults"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Coupons redeemed today and this week, in the shop's time zone
     * @description For owners of the business; another member gets 403, anyone else 404. Days are the shop's (its profile's time zone); a week starts on Monday there.
     */
    get: operations["getBusinessSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/attempts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The redemption log: every attempt and undo, newest first
     * @description For owners of the business; another member gets 403, anyone else 404. Filtered by days and code when asked; the page counts are those of the filtered log.
     */
    get: operations["listCouponAttempts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/attempts/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The redemption log as CSV
     * @description For owners of the business; another member gets 403, anyone else 404. Newest first, at most the last 50,000 rows, filtered as the log is.
     */
    get: operations["exportCouponAttempts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/logo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace a business's logo
     * @description For owners of the business; another member gets 403, anyone else 404. The picture is checked by its content and stored re-encoded as a 256 × 256 WebP (fitted, never cropped), without its metadata.
     */
    post: operations["updateBusinessLogo"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/ads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A business's ads with their offers and review state
     * @description For owners of the business; another member gets 403, anyone else 404.
     */
    get: operations["listBusinessAds"];
    put?: never;
    /**
     * Make an ad, with its offer
     * @description For owners of the business; another member gets 403, anyone else 404. Until the business is approved (an operator approved one of its ads) the ad waits for review and is shown to nobody else; afterwards it is live at once. Titles are unique within the business (422 under `title`). The offer's days are in the business's zone, both inclusive; `total_cap` null is no cap. Ending (`status: ended`) needs `issued_coupons`.
     */
    post: operations["createBusinessAd"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/ads/{adId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of a business's ads, as its owner edits it
     * @description For owners of the business; another member gets 403, anyone else 404. An ad of another business is 404.
     */
    get: operations["getBusinessAd"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an ad and its offer
     * @description For owners of the business; another member gets 403, anyone else 404. An ad of another business is 404. The whole form is sent. A rejected or waiting ad of a business not yet approved waits for review again; otherwise the change is live at once. An offer is never removed (`offer: null` on an ad with one is 422): it is ended, and an ended offer stays ended. Ending with `issued_coupons: "void"` voids the coupons already issued (the till refuses them); "honour" keeps them valid until their own expiry. Coupons keep the value and terms they were issued with.
     */
    patch: operations["updateBusinessAd"];
    trace?: never;
  };
  "/businesses/{businessId}/ads/{adId}/image": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace an ad's image
     * @description For owners of the business; another member gets 403, anyone else 404. An ad of another business is 404. The picture is checked by its content and stored re-encoded as an 800 × 600 WebP (cropped to fill), without its metadata; reviewed as an edit.
     */
    post: operations["updateBusinessAdImage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/deliveries/open": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow a delivery mail's button
     * @description The button of the mail that delivers a compliment, followed through the web app's `/deliveries/open` (the mail links only to the web's origin). Marks it opened (once, if it was sent) and answers the compliment's page to go on to; a token that is not one this API signed, or whose compliment is gone, goes to the home page.
     */
    get: operations["getDeliveredCompliment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a delivery mail's address has unsubscribed
     * @description For the web's unsubscribe page. The token names the address without showing it.
     */
    get: operations["getSuppression"];
    put?: never;
    /**
     * Receive no more compliments at an address (one click, RFC 8058)
     * @description Behind the `List-Unsubscribe` URL of every delivery and reminder, the web app's `/unsubscribe/one-click`, where mail programs send `List-Unsubscribe=One-Click` as form data, which is not read: the token is the credential. Puts the address on the suppression list, so later deliveries to it are refused when written and scheduled ones are not sent. Answers the same when it already was.
     */
    post: operations["createSuppression"];
    /**
     * Undo unsubscribing, with the delivery mail's token
     * @description The unsubscribe page's Undo: takes the token's address off the suppression list within an hour of its going on. Answers the same when it is not on the list. Later the token no longer does (409): the address asks for a link instead (`POST /unsubscribe/again`).
     */
    delete: operations["deleteSuppression"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/unsubscribe/again": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail an unsubscribed address a link to receive compliments again
     * @description Queues a job that mails a signed link, valid for 24 hours, to the address itself, and only if it is on the suppression list, at most 3 a day for one mailbox. The answer is the same, and as fast, whatever the address, so it tells nothing about it.
     */
    post: operations["requestResubscribeLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/unsubscribe/again/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive compliments again, with the mailed link
     * @description Behind the button of the web's `/unsubscribe/again` page, which the mailed link opens: takes every key of the address off the suppression list. The link's query (keys, expires, signature) is the credential.
     */
    post: operations["removeSuppressions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/blocked": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the people the user blocked */
    get: operations["listBlockedUsers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/{id}/block": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block a user
     * @description While a block stands, neither person can message the other, reply to the other's compliments or start a conversation with them (403 "You can't message this person.", reason `blocked`), and the blocker hears nothing from them: no activity, unread count, push or mail. Their existing conversations stay readable to both. The blocked person is not told. Blocking someone already blocked changes nothing.
     */
    post: operations["blockUser"];
    /**
     * Unblock a user
     * @description Lifts the user's block of this person; unblocking someone not blocked changes nothing.
     */
    delete: operations["unblockUser"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/messaging-settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the user's "Who may message me" setting */
    get: operations["getMessagingSettings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the user's "Who may message me" setting */
    patch: operations["updateMessagingSettings"];
    trace?: never;
  };
  "/users/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the user's own profile */
    get: operations["getOwnProfile"];
    put?: never;
    /**
     * Update the user's profile (POST with _method=PATCH)
     * @description Saves the tabs whose fields are sent: personal details, links, or the picture; nothing else changes. Bodies over 3 MB are refused with the avatar's size message. Sent as POST with _method=PATCH, as Laravel clients do.
     */
    post: operations["updateProfileWithPost"];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the user's profile
     * @description Saves the tabs whose fields are sent: personal details, links, or the picture; nothing else changes. Bodies over 3 MB are refused with the avatar's size message.
     */
    patch: operations["updateProfile"];
    trace?: never;
  };
  "/users/profile/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a user's public profile
     * @description Public; {id} is a user id. E-mail, phone, addresses, zip and signature are empty unless it is the viewer's own.
     */
    get: operations["getProfile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/my-reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the reviews the user wrote */
    get: operations["listMyReviews"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/other-reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the reviews of the ads on the user's compliments */
    get: operations["listReviewsOfMyAds"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/helpers/countries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every country
     * @description Public.
     */
    get: operations["listCountries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/helpers/countries/{country}/states": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a country's states
     * @description Public.
     */
    get: operations["listCountryStates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/activity": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List what happened to the user's compliments
     * @description What happened to the user's own compliments: each compliment's first view by anyone but its author (guests included), its claim and its first reply, each kind at most once.
     */
    get: operations["listActivity"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/messages/unread-count": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Count the user's unread messages
     * @description For the Messages badge: polled every few seconds, so it is one indexed count and records nothing.
     */
    get: operations["countUnreadMessages"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/notification-settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the user's e-mail notification setting */
    get: operations["getNotificationSettings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the user's e-mail notification setting */
    patch: operations["updateNotificationSettings"];
    trace?: never;
  };
  "/users/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete my account
     * @description Asks for the password again. In one transaction: every session ends, the address is free for a new sign-up, compliments someone kept stay with their keeper and messages stay in their conversations, both signed "Former member" (a null id); unkept compliments are deleted as their author's delete does (codes retired, coupons void, deliveries cancelled); the address and the name are erased everywhere else. The only owner of a business is refused (409, reason `sole-owner`) until it has another owner or is closed.
     */
    delete: operations["deleteAccount"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/me/exports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a copy of my data (Download my data)
     * @description A zip of data.json (its JSON Schema is common/data-export.schema.json) and the user's pictures, built by a job. While one is building, asking again answers that one; a new one replaces the ones before it. A finished one is kept 7 days.
     */
    post: operations["createDataExport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/me/exports/latest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get my newest copy of my data, if any */
    get: operations["getLatestDataExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/me/exports/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get where a copy of my data stands */
    get: operations["getDataExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/users/me/exports/{id}/download": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a finished copy of my data
     * @description Only its owner; anyone else's export answers 404.
     */
    get: operations["downloadDataExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/moderation/reports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The queue of open reports, folded by what they report
     * @description Operators only: anyone else signed in gets 403, a guest 401. Open reports of one target make one item, oldest first (by its first report); each item shows the reported content in place. Up to 50 items.
     */
    get: operations["listModerationQueue"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/moderation/decisions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decide every open report of one target
     * @description Operators only: anyone else signed in gets 403, a guest 401. Writes one row of the append-only log and marks the target's open reports decided. `remove` deletes a compliment (its code then answers 410), erases a message's text, deletes a review or clears a profile's bio; `suspend` refuses the account's tokens and log in until the end (or until lifted) and holds its deliveries. The affected person gets a statement of reasons by mail (not for a dismissal), each notifier the decision.
     */
    post: operations["createModerationDecision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/moderation/users/{id}/lift": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a user's suspension now
     * @description Operators only: anyone else signed in gets 403, a guest 401. Logged as a decision with action "lift"; the user may log in again and their waiting deliveries go.
     */
    post: operations["removeSuspension"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/moderation/ads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ads waiting for review, oldest first
     * @description Operators only: anyone else signed in gets 403, a guest 401. A new business's ads wait here until an operator approves one of them. Up to 50.
     */
    get: operations["listWaitingAds"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/moderation/ads/{adId}/review": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve or reject a waiting ad
     * @description Operators only: anyone else signed in gets 403, a guest 401. Logged as a decision (action approve or reject, target kind ad). Approving puts the ad live and approves its business: its later ads and edits go live at once. Rejecting needs a reason (at most 2000 characters), mailed to the business's owners; the ad stays hidden.
     */
    post: operations["createAdReviewDecision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/moderation/log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The operators' log of decisions, newest first
     * @description Operators only: anyone else signed in gets 403, a guest 401.
     */
    get: operations["listModerationLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/reports/contest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The decision a signed contest link names
     * @description Open to anyone holding the link the statement of reasons mailed.
     */
    get: operations["getContestedDecision"];
    put?: never;
    /**
     * Contest a decision with the signed link of its statement of reasons
     * @description Creates a report of the decision (target_kind "decision"): a new item in the operators' queue.
     */
    post: operations["createDecisionContest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/signatures": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Page through a group compliment's signatures
     * @description Once signing has closed: 50 shown signatures a page, oldest first (the compliment's own answer holds the first page, under `signing`). Hidden signatures never appear. An unknown code, a compliment nobody signs and one still being signed all answer with the 404 of an unknown code, under the guessing limit of GET /compliments/code/{code}.
     */
    get: operations["listComplimentSignatures"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/thanks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Thank everyone who signed a group compliment
     * @description By the compliment's recipient (the user who claimed it), once, after signing has closed: one direct message to each shown signer with an account who takes messages from them (the others are passed over) and a mail to each guest signer whose address is not unsubscribed. Limited like messages. Anyone else who holds the code gets 403; an unknown code, a compliment nobody signs and one still being signed get the 404 of an unknown code.
     */
    post: operations["sendThanksToSigners"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/signing/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List who was invited to sign a group compliment, and who has signed
     * @description Every invited address, oldest first. The organiser's alone: anyone else, an unknown code and a compliment that is not signed by a group get the 404 of an unknown code (`Compliment not found`).
     */
    get: operations["listSigningInvitations"];
    put?: never;
    /**
     * Invite people by e-mail to sign a group compliment
     * @description Up to 50 addresses a call and 200 a compliment; repeats and addresses already invited are passed over. Each new address is mailed the signing link through the job queue, with a one-click unsubscribe; no mail goes to an address on the unsubscribe list, to one that has signed, or across a block between its account and the organiser, nor more than the mailbox's few a day from all organisers together. Only while signing is open. At most 20 calls an hour per user. The organiser's alone: anyone else, an unknown code and a compliment that is not signed by a group get the 404 of an unknown code (`Compliment not found`).
     */
    post: operations["addSigningInvitations"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/compliments/{code}/signing/reminders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remind everyone invited who has not signed
     * @description One reminder mail to each invited address that has not signed and has had fewer than 2 reminders (the same rules as the invitation's mail). Only while signing is open. At most 20 calls an hour per user. The organiser's alone: anyone else, an unknown code and a compliment that is not signed by a group get the 404 of an unknown code (`Compliment not found`).
     */
    post: operations["sendSigningReminders"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      /** @enum {boolean} */
      success: false;
      message: string;
      errors?: {
        [key: string]: string[];
      };
      /**
       * @description Why, where a client branches on it (a stable name; the message is for people).
       * @enum {string}
       */
      reason?:
        | "wrong-business"
        | "not-a-member"
        | "unsubscribed"
        | "blocked"
        | "not-accepting"
        | "suspended"
        | "sole-owner"
        | "removed"
        | "offer-ended"
        | "already-thanked"
        | "signing-link-invalid"
        | "signing-closed";
    };
    Compliment: {
      id: number;
      /** @example 12345678 */
      code: string;
      to: string;
      compliment: string;
      /** @description Only for the author; null for everyone else. */
      note: string | null;
      ads: components["schemas"]["ComplimentAd"][];
      /** @description data:image/svg+xml;base64 URL of a QR code of the compliment's public page. */
      qr_code: string;
      customer: components["schemas"]["Customer"];
      is_claimed: boolean;
      claimed_by: components["schemas"]["Person"] | null;
      /** @description Conversations about it; only for the author. */
      conversations: components["schemas"]["Conversation"][];
      /** @description In a look-up by code with a token: the reader's own conversation with the author about it, once they have replied. Null for guests, for the author and everywhere else. */
      reply_conversation_id: number | null;
      /** @description Distinct devices that viewed it. */
      views: number;
      activity: components["schemas"]["ComplimentActivity"];
      claims: number;
      /** @description Only in the author's own answers (null when it is not e-mailed); absent from everyone else's. */
      delivery?: {
        /** @enum {string} */
        status: "scheduled" | "sent" | "opened" | "failed" | "cancelled" | "suppressed";
        recipient_email: string;
        deliver_at: string;
        /**
         * @description The IANA zone the author chose the time in (`America/New_York`), in which its times are shown to them; `UTC` for deliveries from before it was kept.
         * @example America/New_York
         */
        time_zone: string;
        /** @description Whether one reminder goes out if it stays unopened. */
        remind: boolean;
        sent_at: string | null;
        opened_at: string | null;
        /** @description When its one reminder went out; null until it has. */
        reminded_at: string | null;
        /** @description Why it was not delivered, when `status` is `failed`: a plain sentence (the mail server's own answer is logged, not shown). */
        error: string | null;
      } | null;
      signing: components["schemas"]["ComplimentSigning"];
      created_at: string;
      updated_at: string;
    };
    ComplimentAd: components["schemas"]["Ad"] & {
      compliment_ad_id: number;
    };
    Offer: {
      name: string;
      /** @example 10% off */
      value: string;
      terms: string;
      /** @description A coupon is valid for this many days after it is issued. */
      valid_days: number;
    };
    Ad: {
      id: number;
      title: string;
      image: string | null;
      contact: string;
      /** @description Whether the current user keeps this ad as a favourite; false for guests. */
      is_favorite: boolean;
      business_profile: {
        id: number;
        name: string;
        logo: string | null;
      };
      /** @description What a coupon of this ad gives; null when the ad has none. */
      offer: components["schemas"]["Offer"] | null;
    };
    Customer: components["schemas"]["Person"] & {
      /** @example 40213377 */
      code: string | null;
    };
    Person: {
      /** @description Null for a former member: the account was deleted. */
      id: number | null;
      /** @description The user's name; "Former member" once the account was deleted. */
      name: string;
      /** @example seed/avatars/dana.webp */
      avatar: string | null;
    };
    Conversation: {
      id: number;
      title: string;
      customer: components["schemas"]["Person"] & unknown;
      /** @description Messages from the other participant the current user has not read. */
      unread_messages: number;
      created_at: string;
      /** @description When the newest message was sent; null before the first. */
      last_message_at: string | null;
      /** @description The compliment it is about; null for a direct conversation. */
      compliment_id: number | null;
      /** @description Whether the current user blocked the other participant (no one can write here then). */
      blocked: boolean;
    };
    /** @description Only for the author (null for everyone else): when it was first viewed, claimed and replied to. */
    ComplimentActivity: {
      viewed_at: string | null;
      claimed_at: string | null;
      replied_at: string | null;
    } | null;
    /** @description A group compliment's signing (null for any other): its author sees it while it is open, everyone who may read the compliment once it has closed, with the shown signatures. */
    ComplimentSigning: {
      /** @description Whether people can still sign (see the closing rule). */
      open: boolean;
      closes_at: string | null;
      closed_at: string | null;
      /** @description After signing closes: how many signatures are shown. */
      signature_count?: number;
      /** @description After signing closes: the first 50 shown signatures, oldest first. */
      signatures?: components["schemas"]["Signature"][];
      /** @description Pass as `cursor` to GET /compliments/{code}/signatures for the next page; null when there is none. */
      next_cursor?: string | null;
      /** @description After signing closes: when the recipient thanked every signer (once); null until then. */
      thanked_at?: string | null;
    } | null;
    Signature: {
      id: number;
      /** @description The account's name when signed, or the name a guest gave. */
      name: string;
      message: string;
      created_at: string;
    };
    Message: {
      id: number;
      /** @description The text; empty when the message was removed. */
      message: string;
      /** @description True when an operator removed the message: its text is gone, both sides see that it was removed. */
      removed: boolean;
      created_at: string;
      /** @description True when the current user sent it. */
      compliment_owner: boolean;
      customer: components["schemas"]["Person"] & unknown;
      conversation_id: number;
    };
    SigningPage: {
      to: string;
      compliment: string;
      organiser_name: string;
      closes_at: string | null;
      open: boolean;
      show_signatures: boolean;
      /** @description Signatures that will reach the recipient (not hidden). */
      signature_count: number;
      /** @description The first 50 of them, oldest first, when the organiser shows signatures to signers; else empty. */
      signatures: components["schemas"]["Signature"][];
      /** @description The signed-in reader's own signature, if any. */
      your_signature: components["schemas"]["Signature"] | null;
    };
    OrganiserSigning: {
      /** @description APP_URL/sign/{token}; null while the link is turned off. */
      link: string | null;
      closes_at: string | null;
      closed_at: string | null;
      open: boolean;
      show_signatures: boolean;
      /** @description Every signature, oldest first. */
      signatures: components["schemas"]["OrganiserSignature"][];
      counts: {
        signatures: number;
        shown: number;
      };
    };
    OrganiserSignature: components["schemas"]["Signature"] & {
      updated_at: string;
      /** @description Hidden by the organiser: it never reaches the recipient. */
      hidden: boolean;
      /** @description Signed by a guest who confirmed an e-mail address, not an account. */
      guest: boolean;
      /** @description The organiser's own signature (closing without any other is warned about). */
      by_organiser: boolean;
    };
    AdDetail: {
      id: number;
      title: string;
      image: string | null;
      contact: string;
      /** @description Whether the current user keeps this ad as a favourite; false for guests. */
      is_favorite: boolean;
      business_profile: components["schemas"]["BusinessProfile"];
      /** @description What a coupon of this ad gives; null when the ad has none. */
      offer: components["schemas"]["Offer"] | null;
      /** @description The business's state and country; null when it has none. */
      state: {
        name: string;
        country: {
          name: string;
        };
      } | null;
      /** @description The business's other ads, by title. */
      ads: components["schemas"]["BusinessAd"][];
    };
    BusinessProfile: {
      id: number;
      name: string;
      /**
       * @description Storage key (served under /storage/) or a full URL.
       * @example seed/logos/bean-there.webp
       */
      logo: string | null;
      email: string | null;
      phone: string | null;
      address: string | null;
      website: string | null;
      /**
       * @description Network name to link, as stored; a link may lack its scheme.
       * @example {
       *       "instagram": "https://instagram.com/beantherecafe"
       *     }
       */
      social_media: {
        [key: string]: string;
      };
      state_id: number | null;
    };
    BusinessAd: {
      id: number;
      title: string;
      image: string | null;
      contact: string;
    };
    AdCompliment: {
      id: number;
      customer: components["schemas"]["Person"] & unknown;
      /** @description Reviews of this ad on this compliment hang off it. */
      compliment_ad_id: number;
      /** @description Ids of every ad attached to the compliment, in order. */
      ads: number[];
    };
    HeldCoupon: {
      id: number;
      /**
       * @description 9 characters; printed in two groups, 4 and 5.
       * @example 7KQMX4RPW
       */
      code: string;
      /** @enum {string} */
      status: "valid" | "used" | "expired" | "void";
      offer: components["schemas"]["CouponOffer"];
      business: {
        id: number;
        name: string;
      };
      compliment_id: number | null;
      issued_at: string;
      /** @description The instant it stops being valid: the start of the day after `valid_until` there. */
      expires_at: string;
      /**
       * @description The last day it can be used (YYYY-MM-DD), in `time_zone`: it is valid through the end of that day there.
       * @example 2027-03-31
       */
      valid_until: string;
      /**
       * @description The business's time zone, whose days these are.
       * @example Europe/Lisbon
       */
      time_zone: string;
      redeemed_at: string | null;
      /** @description The link its QR code carries: a token of its own, not the typed code. */
      redeem_url: string;
      /** @description data:image/svg+xml;base64 URL of a QR code of `redeem_url`. */
      qr_code: string;
    };
    CouponOffer: {
      name: string;
      /** @example 10% off */
      value: string;
      terms: string;
      /** @description How many days after issue the offer's coupons are valid, as the offer says now. */
      valid_days: number;
    };
    State: {
      id: number;
      name: string;
      country: {
        id: number;
        name: string;
      };
    };
    AdReview: {
      id: number;
      review: string;
      created_at: string;
      /** @description True when the current user wrote it; false for guests. */
      is_owner: boolean;
      customer: components["schemas"]["Person"] & unknown;
    };
    ReportReceipt: {
      id: number;
      /** @enum {string} */
      target_kind: "compliment" | "message" | "profile" | "ad" | "review" | "signature";
      /** @enum {string} */
      reason: "harassment" | "hate" | "sexual" | "spam" | "personal_data" | "illegal" | "other";
      created_at: string;
    };
    TillCoupon: {
      id: number;
      code: string;
      offer: components["schemas"]["CouponOffer"];
      ad: {
        id: number;
        title: string;
      };
      business: {
        id: number;
        name: string;
      };
      holder_first_name: string;
      expires_at: string;
      /**
       * @description The last day it can be used (YYYY-MM-DD), in `time_zone`: it is valid through the end of that day there.
       * @example 2027-03-31
       */
      valid_until: string;
      /**
       * @description The business's time zone, whose days these are.
       * @example Europe/Lisbon
       */
      time_zone: string;
      redeemed_at: string | null;
      /** @description The name of the member who redeemed it. */
      redeemed_by: string | null;
      /** @description Until when the redemption can be undone; null when it is not redeemed. */
      undo_until: string | null;
    };
    Membership: {
      id: number;
      name: string;
      /** @enum {string} */
      role: "owner" | "staff";
    };
    BusinessMember: {
      user_id: number;
      name: string;
      email: string;
      /** @enum {string} */
      role: "owner" | "staff";
      since: string;
    };
    BusinessInvitation: {
      /** @description The invited address, lower-cased. */
      email: string;
      /** @description The owner who invited it; null when their account is gone. */
      invited_by: string | null;
      since: string;
    };
    BusinessOfferResults: {
      /**
       * @description The business's zone, whose days `days` are.
       * @example Europe/Lisbon
       */
      time_zone: string;
      /** @description Every offer of the business, by its ad's title. */
      offers: components["schemas"]["OfferResults"][];
    };
    OfferResults: {
      offer_id: number;
      ad: {
        id: number;
        title: string;
      };
      /** @description The offer's name now. */
      name: string;
      /** @enum {string} */
      status: "draft" | "live" | "paused" | "ended";
      /** @description Coupons it gives in all; null: no cap. */
      total_cap: number | null;
      /** @description Every coupon issued of it. */
      issued: number;
      redeemed: number;
      /** @description Issued, never redeemed, not void, and past its last day. */
      expired: number;
      /** @description Never redeemed and void: ended with “void”, or its compliment deleted. */
      voided: number;
      /** @description Coupons still to give under the cap (a coupon whose compliment was deleted gives its place back); null: no cap. */
      remaining: number | null;
      /**
       * @description redeemed ÷ issued, from 0 to 1; null while none is issued.
       * @example 0.4
       */
      redemption_rate: number | null;
      /** @description Issued and redeemed per day in the business's zone, every day from its first coupon to today (none before). */
      days: components["schemas"]["OfferDay"][];
    };
    OfferDay: {
      /**
       * @description A day in the business's time zone (YYYY-MM-DD).
       * @example 2027-03-01
       */
      day: string;
      issued: number;
      redeemed: number;
    };
    BusinessSummary: {
      /** @description The shop's IANA time zone, which the days below are in. */
      time_zone: string;
      /** @description Today in the shop's zone, YYYY-MM-DD. */
      today: string;
      /** @description The Monday this week began on in the shop's zone, YYYY-MM-DD. */
      week_start: string;
      /** @description Coupons redeemed (and not undone) since today's midnight there. */
      redeemed_today: number;
      /** @description Coupons redeemed (and not undone) since Monday's midnight there. */
      redeemed_this_week: number;
    };
    CouponAttempt: {
      id: number;
      at: string;
      /** @description As printed on coupons ("7KQM X4RPW") when it is a coupon code; otherwise what was typed, as read. */
      code: string;
      /** @enum {string} */
      result: "redeemed" | "already_used" | "expired" | "ended" | "wrong_business" | "unknown" | "undone";
      /** @description The member's name; null when they have since left. */
      member: string | null;
      /** @description The coupon's offer; null for a code that names none of this business's. */
      offer: string | null;
    };
    BusinessDetails: {
      id: number;
      name: string;
      email: string | null;
      phone: string | null;
      address: string | null;
      website: string | null;
      social_links: {
        name: string;
        url: string;
      }[];
      /** @description The state (and its country) the business is in; null when none was chosen. */
      state: {
        id: number;
        name: string;
        country_id: number;
        country: string;
      } | null;
      /**
       * @description IANA zone: the offers' days and the coupons' last days are days there.
       * @example Europe/Lisbon
       */
      time_zone: string;
      /** @description Storage key of the logo (a WebP), or null. */
      logo: string | null;
      /** @description Whether an operator has approved one of its ads: until then every ad waits for review. */
      approved: boolean;
      /**
       * @description The viewer's role in it.
       * @enum {string}
       */
      role: "owner" | "staff";
    };
    /** @description An ad as its business sees and edits it. */
    OwnAd: {
      id: number;
      title: string;
      image: string | null;
      contact: string;
      /**
       * @description waiting: not shown until an operator approves it; rejected: see review_reason.
       * @enum {string}
       */
      review: "waiting" | "approved" | "rejected";
      /** @description The operator's reason for a rejection. */
      review_reason: string | null;
      created_at: string;
      offer: components["schemas"]["OwnOffer"];
    };
    /** @description An offer as its business sees and edits it. */
    OwnOffer: {
      name: string;
      value: string;
      terms: string;
      /** @description First day coupons are issued (inclusive, the business's zone); null: open. */
      starts_on: string | null;
      /** @description Last day coupons are issued (inclusive, the business's zone); null: open. */
      ends_on: string | null;
      valid_days: number;
      /** @description Coupons in total; null: no cap. */
      total_cap: number | null;
      per_person: number;
      /** @enum {string} */
      status: "draft" | "live" | "paused" | "ended";
      /** @description Ended voiding the coupons already issued: the till refuses them. */
      voided: boolean;
    } | null;
    BlockedPerson: components["schemas"]["Person"] & {
      id?: number;
      /** @description When the user blocked them. */
      blocked_at: string;
    };
    /** @description Who may message the user directly or start a direct conversation with them: `anyone` (the default), `connections` (people they are connected with) or `no_one`. Others are refused with 403, reason `not-accepting`. Replies to the user's compliments, and conversations about them, are not direct messages: only a block stops those. */
    MessagingSettings: {
      /** @enum {string} */
      who_may_message: "anyone" | "connections" | "no_one";
    };
    Profile: {
      id: number;
      user_id: number;
      /** @description The user's name. */
      name: string;
      /** @description Only on the user's own profile. */
      email: string | null;
      first_name: string | null;
      last_name: string | null;
      /** @description Only on the user's own profile. */
      phone_number: string | null;
      bio: string | null;
      /**
       * @description The user's 8-digit code.
       * @example 40213377
       */
      code: string;
      /** @description Only on the user's own profile. */
      zip_code: string | null;
      /** @description At most one; empty on other users' profiles. */
      addresses: string[];
      state_id: {
        id: number;
        name: string;
        country_id: number;
        country_name: string;
      } | null;
      /** @description Only on the user's own profile. */
      signature: string | null;
      links: {
        name: string;
        url: string;
      }[];
      /**
       * @description A storage key, served under /storage/.
       * @example avatars/3q2-7wEZ4nBqv1R9sLk0dg.webp
       */
      avatar: string | null;
      /** @description Whether the signed-in viewer blocked this user; false for guests and on one's own profile. */
      blocked: boolean;
      /**
       * @description Only on the user's own profile: their "Who may message me" setting (see /users/messaging-settings).
       * @enum {string|null}
       */
      who_may_message: "anyone" | "connections" | "no_one" | null;
    };
    ProfileUpdate: {
      /**
       * @description Laravel's method override; PATCH.
       * @example PATCH
       */
      _method?: string;
      /** @description Personal details: required whenever any of them is sent. */
      first_name?: string;
      /** @description Personal details: required whenever any of them is sent. */
      last_name?: string;
      /** @description Personal details. */
      phone_number?: string;
      /** @description Personal details. */
      bio?: string;
      /** @description Personal details: the address; empty removes it. */
      "addresses[0]"?: string;
      /** @description Personal details. */
      zip_code?: string;
      /** @description Personal details: a state id, or empty for none. */
      state_id?: string;
      /** @description Personal details. */
      signature?: string;
      /** @description Links: a JSON list of { name, url }; "[]" removes every link. */
      links?: string;
      /**
       * Format: binary
       * @description Profile picture: JPEG, PNG or WebP, at most 2 MB and 4096 × 4096 pixels; stored as a 256 × 256 WebP.
       */
      avatar?: string;
    } & {
      [key: string]: string;
    };
    ProfileReview: {
      id: number;
      created_at: string;
      review: string;
      customer: components["schemas"]["Person"] & unknown;
      compliment: {
        /** @description Only for the compliment's author and its claimer; null for anyone else. */
        id: number | null;
        /**
         * @description Only for the compliment's author and its claimer; null for anyone else.
         * @example 12345678
         */
        code: string | null;
        /** @description The recipient; only for the compliment's author and its claimer, null for anyone else. */
        to: string | null;
      };
      ad: {
        id: number;
        image: string | null;
        title: string;
        contact: string;
      } | null;
    };
    Activity: {
      id: number;
      /**
       * @description First viewed (by anyone but the author), claimed, or first replied to.
       * @enum {string}
       */
      kind: "viewed" | "claimed" | "replied";
      created_at: string;
      compliment: {
        id: number;
        code: string;
        to: string;
      };
      /** @description Who claimed or replied; null for every view (a reader is never named); a former member (null id) for an account since deleted. */
      actor: components["schemas"]["Person"] | null;
    };
    NotificationSettings: {
      /** @description E-mail the user when one of their compliments is first viewed, claimed or replied to, and when a message waits unread for them (at most one mail a conversation an hour). */
      notify_by_email: boolean;
    };
    DataExport: {
      id: number;
      /**
       * @description `building` until the zip is ready; `failed` if it could not be built.
       * @enum {string}
       */
      status: "building" | "ready" | "failed";
      /** @description How far the building has got, 0–100. */
      progress: number;
      created_at: string;
      ready_at: string | null;
      /** @description When the zip is deleted: 7 days after it was ready (a new export replaces it sooner). */
      expires_at: string | null;
    };
    QueueItem: {
      /** @enum {string} */
      target_kind: "compliment" | "message" | "profile" | "ad" | "review" | "signature" | "decision";
      target_id: number;
      target_user: {
        id: number;
        name: string;
      } | null;
      first_reported_at: string;
      /**
       * @description For a contest: the contested decision's action (a contested suspension can be lifted).
       * @enum {string|null}
       */
      contested_action: "dismiss" | "remove" | "suspend" | "lift" | "approve" | "reject" | null;
      content: components["schemas"]["ReportedContent"];
      reports: {
        id: number;
        /** @enum {string} */
        reason: "harassment" | "hate" | "sexual" | "spam" | "personal_data" | "illegal" | "other";
        explanation: string;
        place: string;
        excerpt: string;
        created_at: string;
        notifier: components["schemas"]["Notifier"];
      }[];
    };
    /** @description The reported content in place: the live text where it still exists (with its details, and a message's neighbours in its conversation), else the excerpt kept with the report. For a contest, the decision contested. */
    ReportedContent: {
      live: boolean;
      text: string;
      details: {
        label: string;
        value: string;
      }[];
      conversation: {
        id: number;
        sender_name: string;
        message: string;
        removed: boolean;
        created_at: string;
      }[];
    };
    /** @description Who sent the report: a member (their account's name and address) or a guest (the name and address they gave). Operators see it to reach the notifier; the reported person never does. */
    Notifier: {
      /** @enum {string} */
      kind: "member" | "guest";
      id: number | null;
      name: string | null;
      email: string | null;
    };
    ModerationDecision: {
      id: number;
      /** @enum {string} */
      action: "dismiss" | "remove" | "suspend" | "lift" | "approve" | "reject";
      /** @enum {string} */
      target_kind: "compliment" | "message" | "profile" | "ad" | "review" | "signature" | "decision";
      target_id: number;
      target_user_id: number | null;
      report_ids: number[];
      reason: string;
      suspended_until: string | null;
      created_at: string;
      operator: {
        id: number;
        name: string;
      };
    };
    /** @description An ad of a business not yet approved, waiting for an operator's review. */
    WaitingAd: {
      id: number;
      title: string;
      image: string | null;
      contact: string;
      created_at: string;
      business: {
        id: number;
        name: string;
        logo: string | null;
        email: string | null;
        website: string | null;
        address: string | null;
        time_zone: string;
      };
      offer: components["schemas"]["OwnOffer"];
    };
    SigningInvitations: {
      invitations: {
        /** @description Lower-cased. */
        email: string;
        /** @description A signature carries this address: its guest's, or its signer's account's. */
        signed: boolean;
        /** @description At most 2. */
        reminders_sent: number;
        invited_at: string;
      }[];
      counts: {
        invited: number;
        signed: number;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The API and its database answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            success: boolean;
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "ok" | "down";
          };
        };
      };
      /** @description The database does not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            success: boolean;
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "ok" | "down";
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready: every part answers and the process is not stopping. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            success: boolean;
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "ok" | "down";
            /** @enum {string} */
            redis: "ok" | "down" | "not_configured";
            shutting_down: boolean;
          };
        };
      };
      /** @description Not ready: the parts marked `down`, or `shutting_down`, say why. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            success: boolean;
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "ok" | "down";
            /** @enum {string} */
            redis: "ok" | "down" | "not_configured";
            shutting_down: boolean;
          };
        };
      };
    };
  };
  registerUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ada Lovelace",
         *       "email": "ada@example.com",
         *       "password": "Correct#Horse42",
         *       "password_confirmation": "Correct#Horse42",
         *       "next": "/show-compliment?code=12345678&intent=claim"
         *     }
         */
        "application/json": {
          name: string;
          email: string;
          password: string;
          password_confirmation: string;
          /**
           * @description A path on the web app (such as the compliment being claimed) that the mailed link returns to. Anything else is ignored.
           * @example /show-compliment?code=12345678&intent=claim
           */
          next?: string;
        };
      };
    };
    responses: {
      /** @description Registered and logged in. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              token: string;
              name: string;
              email: string;
              email_verified_at: string | null;
              /** @description Whether the user decides reports (an operator, from OPERATOR_EMAILS). */
              is_operator: boolean;
            };
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "password": "Correct#Horse42"
         *     }
         */
        "application/json": {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              token: string;
              name: string;
              email: string;
              email_verified_at: string | null;
              /** @description Whether the user decides reports (an operator, from OPERATOR_EMAILS). */
              is_operator: boolean;
            };
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The account is suspended (reason `suspended`); the message says until when. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              id: number;
              name: string;
              email: string;
              email_verified_at: string | null;
              /** @description Whether the user decides reports (an operator, from OPERATOR_EMAILS). */
              is_operator: boolean;
              avatar: string | null;
              /** @description Whether the user belongs to a business (its owner or staff). */
              business_member: boolean;
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is revoked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  resendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new verification link is on its way. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The e-mail address is already verified. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: {
        expires?: string;
        signature?: string;
      };
      header?: never;
      path: {
        id: string;
        hash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Verified (or already verified). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The link is not this user's, was altered, or has expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "next": "/show-compliment?code=12345678&intent=claim"
         *     }
         */
        "application/json": {
          email: string;
          /**
           * @description A path on the web app (such as the compliment being claimed) that the mailed link returns to. Anything else is ignored.
           * @example /show-compliment?code=12345678&intent=claim
           */
          next?: string;
        };
      };
    };
    responses: {
      /** @description The same answer whether or not the address is registered. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "token": "the-token-from-the-reset-link",
         *       "password": "Correct#Horse43",
         *       "password_confirmation": "Correct#Horse43"
         *     }
         */
        "application/json": {
          email: string;
          token: string;
          password: string;
          password_confirmation: string;
        };
      };
    };
    responses: {
      /** @description The password is changed and every session ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getComplimentByCode: {
    parameters: {
      query?: {
        /** @description 10 letters or digits: counts one view per device (never the author's). Anything else is ignored. */
        device_id?: string;
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The compliment; `note` only for its author. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Compliment"];
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description An operator removed this compliment (reason `removed`): "This compliment was removed." */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getOwnComplimentByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The compliment as its author sees it: `note` and `conversations` included. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Compliment"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listCompliments: {
    parameters: {
      query?: {
        /** @description 1: the compliments the user has claimed, newest claim first. */
        other?: "1" | "0";
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 5) of the user's own compliments, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Compliment"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createCompliment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "to": "Grace",
         *       "compliment": "Your patience with every question at the help desk is a gift.",
         *       "note": "Met at the library",
         *       "recipient_email": "grace@example.com",
         *       "deliver_at": "2026-12-24T09:00:00+01:00",
         *       "time_zone": "Europe/Paris"
         *     }
         */
        "application/json": {
          to: string;
          compliment: string;
          note?: string | null;
          recipient_email?: string | null;
          /** Format: date-time */
          deliver_at?: string;
          time_zone?: string;
          remind?: boolean;
          invite_signers?: boolean;
          /** Format: date-time */
          signing_closes_at?: string | null;
        };
      };
    };
    responses: {
      /** @description Created under a fresh 8-digit code. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Compliment"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user's e-mail address is not verified. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No free code is left: the 8-digit code space is nearly full. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCompliment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateCompliment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ads": [
         *         3,
         *         5
         *       ]
         *     }
         */
        "application/json": {
          to?: string;
          compliment?: string;
          note?: string | null;
          ads?: unknown[];
          recipient_email?: string | null;
          /** Format: date-time */
          deliver_at?: string;
          time_zone?: string;
          remind?: boolean;
        };
      };
    };
    responses: {
      /** @description Updated; `ads`, when given, is the complete new ordered list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Compliment"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A delivery was asked of a user whose e-mail address is not verified. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  claimCompliment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Claimed; the author and the claimer are now connected. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description Already claimed, or the user's own compliment. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getComplimentConversation: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversation and a page of 15 messages; page 1 holds the newest. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            conversation: components["schemas"]["Conversation"];
            data: components["schemas"]["Message"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description The user wrote this compliment. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The other person does not take this: "You can't message this person.", reason `blocked` (a block stands between the two, either way) or `not-accepting` (a direct message their "Who may message me" setting does not admit). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  openComplimentConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversation and its newest 15 messages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            conversation: components["schemas"]["Conversation"];
            data: components["schemas"]["Message"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description The user wrote this compliment. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The other person does not take this: "You can't message this person.", reason `blocked` (a block stands between the two, either way) or `not-accepting` (a direct message their "Who may message me" setting does not admit). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  replyToCompliment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Thank you, that made my day!"
         *     }
         */
        "application/json": {
          message: string;
        };
      };
    };
    responses: {
      /** @description Sent; `conversation_id` opens the conversation. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              conversation_id: number;
              message: components["schemas"]["Message"];
            };
          };
        };
      };
      /** @description The user wrote this compliment, or: The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The other person does not take this: "You can't message this person.", reason `blocked` (a block stands between the two, either way) or `not-accepting` (a direct message their "Who may message me" setting does not admit). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getSigningPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The signing link's token (43 characters), never the compliment's code. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signing page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["SigningPage"];
          };
        };
      };
      /** @description Unknown or turned-off link: "This signing link is not valid.", reason `signing-link-invalid`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  requestSigningEmailCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The signing link's token (43 characters), never the compliment's code. */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "sam@example.com"
         *     }
         */
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description The code is on its way. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unknown or turned-off link: "This signing link is not valid.", reason `signing-link-invalid`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Signing has closed: "Signing has closed.", reason `signing-closed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createSignature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The signing link's token (43 characters), never the compliment's code. */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Thank you for every Monday morning coffee."
         *     }
         */
        "application/json": {
          message: string;
          name?: string;
          email?: string;
          email_code?: string;
        };
      };
    };
    responses: {
      /** @description The person's own signature, replaced. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Signature"];
          };
        };
      };
      /** @description Signed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Signature"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The organiser blocked this person ("You can't sign this compliment.", reason `blocked`), or their address is not verified. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unknown or turned-off link: "This signing link is not valid.", reason `signing-link-invalid`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Signing has closed: "Signing has closed.", reason `signing-closed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getComplimentSigning: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signing. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not the user's own compliment, or no such code: "Compliment not found"; their own that others do not sign: "This compliment is not signed by others." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateComplimentSigning: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "show_signatures": false
         *     }
         */
        "application/json": {
          /** Format: date-time */
          closes_at?: string | null;
          show_signatures?: boolean;
        };
      };
    };
    responses: {
      /** @description Changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not the user's own compliment, or no such code: "Compliment not found"; their own that others do not sign: "This compliment is not signed by others." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Signing has closed: "Signing has closed.", reason `signing-closed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createSigningClosure: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Closed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not the user's own compliment, or no such code: "Compliment not found"; their own that others do not sign: "This compliment is not signed by others." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createSigningLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new link is in `link`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not the user's own compliment, or no such code: "Compliment not found"; their own that others do not sign: "This compliment is not signed by others." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteSigningLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Turned off: `link` is null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not the user's own compliment, or no such code: "Compliment not found"; their own that others do not sign: "This compliment is not signed by others." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteSignature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description As GET /compliments/{code}/signing, or "Signature not found." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateSignature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "hidden": true
         *     }
         */
        "application/json": {
          hidden: boolean;
        };
      };
    };
    responses: {
      /** @description Changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OrganiserSigning"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description As GET /compliments/{code}/signing, or "Signature not found." */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listConversations: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 15) of the user's conversations, about compliments and direct, most recent activity first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Conversation"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getConversation: {
    parameters: {
      query?: {
        page?: number;
        /** @description A message id: instead of a page, only the newer messages, oldest first, at most 100, as a single page. For polling. */
        after?: number | null;
        /** @description With `page`: the oldest message id the client holds. The page is then read as the 15 messages before it (one index range, however deep), still answered with the page's numbers; without it, by offset. */
        before?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversation and a page of 15 messages; page 1 holds the newest. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            conversation: components["schemas"]["Conversation"];
            data: components["schemas"]["Message"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "conversation_id": 7,
         *       "message": "Thank you, that made my day!"
         *     }
         */
        "application/json": {
          conversation_id: number;
          message: string;
        };
      };
    };
    responses: {
      /** @description Sent; its sender has read the conversation up to it. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Message"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The other person does not take this: "You can't message this person.", reason `blocked` (a block stands between the two, either way) or `not-accepting` (a direct message their "Who may message me" setting does not admit). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendDirectMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Thank you, that made my day!"
         *     }
         */
        "application/json": {
          message: string;
        };
      };
    };
    responses: {
      /** @description Sent; `conversation_id` opens the conversation. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              conversation_id: number;
              message: components["schemas"]["Message"];
            };
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The other person does not take this: "You can't message this person.", reason `blocked` (a block stands between the two, either way) or `not-accepting` (a direct message their "Who may message me" setting does not admit). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listConnections: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 5) of the people the user is connected with, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Person"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listAds: {
    parameters: {
      query?: {
        /** @description 1: one page (default 6 ads) instead of every ad. */
        paginated?: "1" | "0";
        /** @description 1: only favourites: the current user's, or with `user_id` that user's. */
        is_favorite?: "1" | "0";
        /** @description With is_favorite=1 only (else 422): list this user's favourites instead of the current user's. Public. */
        user_id?: number;
        business_profile_id?: number;
        /** @description Only items whose name contains this text, in any case; the answer is then one page (default 20, see `limit`). */
        search?: string;
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every ad by business and title, or with paginated=1 or search one page of them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json":
            | {
                /** @enum {boolean} */
                success: true;
                message: string;
                data: components["schemas"]["Ad"][];
              }
            | {
                /** @enum {boolean} */
                success: true;
                message: string;
                data: components["schemas"]["Ad"][];
                current_page: number;
                last_page: number;
                per_page: number;
                total: number;
              };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getAd: {
    parameters: {
      query?: {
        /** @description The compliment the page was opened from; answered as `compliment` (its id, author, compliment_ad_id and ad ids; never its code, text, recipient or note) when it carries this ad and the viewer holds its code. */
        compliment_id?: number;
        /** @description Accepted for the original client; ad pages count no views. */
        device_id?: string;
      };
      header?: never;
      path: {
        adId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ad with its business, the business's other ads, the compliment without any of its secrets (or null) and the coupon's QR code (or null). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              ad: components["schemas"]["AdDetail"];
              compliment: components["schemas"]["AdCompliment"] | null;
              /** @description The viewer's own coupon of the ad's offer, for the claimer of the compliment given in `compliment_id` (issued on their first look); null for everyone else: guests, the author and other readers. */
              coupon: components["schemas"]["HeldCoupon"] | null;
              /**
               * @description Why that claimer has no coupon: `all-claimed`, the offer's coupons in total are all issued; `ended`, the offer has ended (its status or its last day); `not-issuing`, it issues none today (paused, a draft, not started yet or its ad not approved). Null when they have one, and for everyone else.
               * @enum {string|null}
               */
              coupon_missed: "all-claimed" | "ended" | "not-issuing" | null;
            };
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  toggleFavoriteAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Added to the user's favourites, or removed; `is_favorite` is the new state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              is_favorite: boolean;
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listBusinessProfiles: {
    parameters: {
      query?: {
        /** @description Only items whose name contains this text, in any case; the answer is then one page (default 20, see `limit`). */
        search?: string;
        /** @description Only this business. */
        id?: number;
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every business profile by name, or with search one page of the matching ones. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json":
            | {
                /** @enum {boolean} */
                success: true;
                message: string;
                data: components["schemas"]["BusinessProfile"][];
              }
            | {
                /** @enum {boolean} */
                success: true;
                message: string;
                data: components["schemas"]["BusinessProfile"][];
                current_page: number;
                last_page: number;
                per_page: number;
                total: number;
              };
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The state and its country. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            state: components["schemas"]["State"];
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listAdReviews: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
        /** @description With `page`: the id of the last (oldest) item the client holds, from the page before this one. */
        before?: number;
        /** @description With `page`: the id of the first (newest) item the client holds, from the page after this one. */
        after?: number;
      };
      header?: never;
      path: {
        compliment_ad_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 5) of the reviews of this ad on this compliment, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["AdReview"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createAdReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "compliment_ad_id": 3,
         *       "review": "Friendly staff and the coupon worked."
         *     }
         */
        "application/json": {
          compliment_ad_id: number;
          review: string;
        };
      };
    };
    responses: {
      /** @description Written. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["AdReview"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user neither wrote nor claimed the compliment. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "target_kind": "compliment",
         *       "code": "83816592",
         *       "reason": "harassment",
         *       "explanation": "It names my colleague and says where she lives.",
         *       "place": "/c/83816592",
         *       "name": "Ann Smith",
         *       "email": "ann@example.com",
         *       "good_faith": true
         *     }
         */
        "application/json": {
          /** @enum {string} */
          reason: "harassment" | "hate" | "sexual" | "spam" | "personal_data" | "illegal" | "other";
          explanation: string;
          good_faith: boolean;
          /** @enum {string} */
          target_kind: "compliment" | "message" | "profile" | "ad" | "review" | "signature";
          code?: string;
          target_id?: number;
          signing_token?: string;
          place: string;
          name?: string;
          email?: string;
        };
      };
    };
    responses: {
      /** @description Received; a receipt is mailed to the notifier. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ReportReceipt"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCouponLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        complimentId: string;
        adId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A signed `download_url` of GET /coupons/pdf, on the web's origin (`APP_URL`/api/v1/coupons/pdf): the backend's address is never published. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              download_url: string;
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Already used: a used coupon is not printed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Expired. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  downloadCoupon: {
    parameters: {
      query?: {
        coupon_id?: string;
        holder_id?: string;
        expires?: string;
        signature?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description coupon.pdf: one A6 page with the business, the offer, the holder's personal code, a QR code of its redeem link, the expiry and the terms. Never the compliment's code, text or recipient. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description The link was altered or has expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Already used since the link was made. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Expired since the link was made. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  checkCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "7KQM X4RPW"
         *     }
         */
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Valid: it can be redeemed here. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["TillCoupon"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not valid at this business; or the user belongs to no business. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unknown code. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Already used: `data` says when (`redeemed_at`) and by whom (`redeemed_by`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"] & {
            data: components["schemas"]["TillCoupon"];
          };
        };
      };
      /** @description Expired. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  redeemCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "7KQM X4RPW"
         *     }
         */
        "application/json": {
          code: string;
        };
      };
    };
    responses: {
      /** @description Redeemed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["TillCoupon"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not valid at this business; or the user belongs to no business. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unknown code. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Already used: `data` says when (`redeemed_at`) and by whom (`redeemed_by`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"] & {
            data: components["schemas"]["TillCoupon"];
          };
        };
      };
      /** @description Expired. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  undoRedemption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        couponId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Undone: the coupon can be used again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["TillCoupon"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not redeemed, or redeemed more than 10 minutes ago. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getScannedCoupon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The coupon exists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              valid: boolean;
              coupon: components["schemas"]["TillCoupon"] | null;
            };
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listMemberships: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Oldest membership first; empty for most users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Membership"][];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  openBusiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Pastelaria Aurora",
         *       "email": "ola@aurora.example",
         *       "phone": "+351 21 000 0000",
         *       "address": "Rua Augusta 1, Lisboa",
         *       "state_id": null,
         *       "website": "https://aurora.example",
         *       "social_links": [
         *         {
         *           "name": "Instagram",
         *           "url": "https://instagram.com/aurora"
         *         }
         *       ],
         *       "time_zone": "Europe/Lisbon"
         *     }
         */
        "application/json": {
          name: string;
          email: string;
          phone?: null | string;
          address?: null | string;
          state_id?: null | "" | (number | string);
          website?: null | string;
          social_links?: {
            name: string;
            url: string;
          }[];
          time_zone: string;
        };
      };
    };
    responses: {
      /** @description Opened; the user is its owner. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessDetails"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user already owns a business. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Owners first, then staff, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessMember"][];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  addMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "sam@example.com"
         *     }
         */
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description Added as staff. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessMember"];
          };
        };
      };
      /** @description Invited: the address joins as staff once it belongs to a verified account. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessInvitation"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Already a member, or already invited. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Waiting invitations, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessInvitation"][];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "sam@example.com"
         *     }
         */
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description Withdrawn. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              email: string;
            };
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              user_id: number;
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateMemberRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "role": "owner"
         *     }
         */
        "application/json": {
          /** @enum {string} */
          role: "owner" | "staff";
        };
      };
    };
    responses: {
      /** @description The member with their role now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessMember"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The member is the business's last owner and cannot step down. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getBusiness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The business. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessDetails"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteBusiness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "Correct#Horse42"
         *     }
         */
        "application/json": {
          password: string;
        };
      };
    };
    responses: {
      /** @description Closed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateBusiness: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "phone": "+351 21 000 0001"
         *     }
         */
        "application/json": {
          name?: string;
          email?: string;
          phone?: null | string;
          address?: null | string;
          state_id?: null | "" | (number | string);
          website?: null | string;
          social_links?: {
            name: string;
            url: string;
          }[];
          time_zone?: string;
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessDetails"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getOfferResults: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every offer of the business, by its ad's title. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessOfferResults"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportOfferResults: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description offer-results.csv: day (YYYY-MM-DD in the business's zone), time_zone, ad, offer, issued, redeemed; one line per offer and day, every day from the offer's first coupon to today, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getBusinessSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessSummary"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listCouponAttempts: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
        /** @description The first day, YYYY-MM-DD in the shop's time zone. */
        from?: string;
        /** @description The last day (inclusive), YYYY-MM-DD in the shop's time zone. */
        to?: string;
        /** @description Part of a code, typed as on the coupon or not: spaces, dashes, dots and case are ignored. */
        code?: string;
      };
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["CouponAttempt"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportCouponAttempts: {
    parameters: {
      query?: {
        /** @description The first day, YYYY-MM-DD in the shop's time zone. */
        from?: string;
        /** @description The last day (inclusive), YYYY-MM-DD in the shop's time zone. */
        to?: string;
        /** @description Part of a code, typed as on the coupon or not: spaces, dashes, dots and case are ignored. */
        code?: string;
      };
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description redemptions.csv: time in the shop's zone (ISO 8601 with that zone's offset then; the heading names the zone, "time (Europe/Lisbon)"), code as printed ("7KQM X4RPW"), result, member, offer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateBusinessLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "logo": "(the picture's bytes)"
         *     }
         */
        "multipart/form-data": {
          /**
           * Format: binary
           * @description The logo: JPEG, PNG or WebP, at most 2 MB and 4096 × 4096 pixels.
           */
          logo?: string;
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BusinessDetails"];
          };
        };
      };
      /** @description The form data cannot be read. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body over 3 MB: refused with the picture's size message. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as multipart/form-data. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listBusinessAds: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OwnAd"][];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createBusinessAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Two pastéis de nata for one",
         *       "contact": "ola@aurora.example",
         *       "offer": {
         *         "name": "Pastel de nata",
         *         "value": "2 for 1",
         *         "terms": "One per visit, at the counter.",
         *         "starts_on": "2027-01-01",
         *         "ends_on": "2027-03-31",
         *         "valid_days": 30,
         *         "total_cap": 5,
         *         "per_person": 1,
         *         "status": "live"
         *       }
         *     }
         */
        "application/json": {
          title: string;
          contact: string;
          offer: {
            name: string;
            value: string;
            terms: string;
            starts_on?: null | string;
            ends_on?: null | string;
            valid_days: number | string;
            total_cap?: null | "" | (number | string);
            per_person: number | string;
            /** @enum {string} */
            status: "draft" | "live" | "paused" | "ended";
            issued_coupons?: ("honour" | "void") | "" | null;
          } | null;
        };
      };
    };
    responses: {
      /** @description Made. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OwnAd"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getBusinessAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
        adId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ad. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OwnAd"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateBusinessAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
        adId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Two pastéis de nata for one",
         *       "contact": "ola@aurora.example",
         *       "offer": {
         *         "name": "Pastel de nata",
         *         "value": "2 for 1",
         *         "terms": "One per visit, at the counter.",
         *         "starts_on": "2027-01-01",
         *         "ends_on": "2027-03-31",
         *         "valid_days": 30,
         *         "total_cap": 5,
         *         "per_person": 1,
         *         "status": "live"
         *       }
         *     }
         */
        "application/json": {
          title: string;
          contact: string;
          offer: {
            name: string;
            value: string;
            terms: string;
            starts_on?: null | string;
            ends_on?: null | string;
            valid_days: number | string;
            total_cap?: null | "" | (number | string);
            per_person: number | string;
            /** @enum {string} */
            status: "draft" | "live" | "paused" | "ended";
            issued_coupons?: ("honour" | "void") | "" | null;
          } | null;
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OwnAd"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateBusinessAdImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        businessId: string;
        adId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "image": "(the picture's bytes)"
         *     }
         */
        "multipart/form-data": {
          /**
           * Format: binary
           * @description The ad's image: JPEG, PNG or WebP, at most 2 MB and 4096 × 4096 pixels.
           */
          image?: string;
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["OwnAd"];
          };
        };
      };
      /** @description The form data cannot be read. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A body over 3 MB: refused with the picture's size message. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as multipart/form-data. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getDeliveredCompliment: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the compliment's short link on the web app, or to its home page. */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getSuppression: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the address is on the suppression list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              unsubscribed: boolean;
              /** @description Whether `DELETE /unsubscribe` still works with this token (for an hour after unsubscribing). */
              undoable: boolean;
            };
          };
        };
      };
      /** @description The token is not one this API signed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createSuppression: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address is on the suppression list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The token is not one this API signed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteSuppression: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address receives compliments again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The token is not one this API signed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too long after unsubscribing: a link mailed to the address undoes it. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  requestResubscribeLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "robin@example.org"
         *     }
         */
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description The same answer whatever the address. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  removeSuppressions: {
    parameters: {
      query: {
        /** @description The suppression keys the link lifts: SHA-256 hex, dot-separated. */
        keys: string;
        expires: string;
        signature: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address receives compliments again. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The link is not one this API signed, or has expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listBlockedUsers: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 20) of the people the user blocked, most recent first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["BlockedPerson"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  blockUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Blocked (or already blocked). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  unblockUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unblocked (or was not blocked). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getMessagingSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The setting; `anyone` by default. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["MessagingSettings"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateMessagingSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "who_may_message": "connections"
         *     }
         */
        "application/json": components["schemas"]["MessagingSettings"];
      };
    };
    responses: {
      /** @description Saved; the setting as now stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["MessagingSettings"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getOwnProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's own profile, private fields included, under data.data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              data: components["schemas"]["Profile"];
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateProfileWithPost: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "_method": "PATCH",
         *       "first_name": "Ada",
         *       "last_name": "Lovelace",
         *       "bio": "Writes notes for the analytical engine.",
         *       "zip_code": "10115"
         *     }
         */
        "multipart/form-data": components["schemas"]["ProfileUpdate"];
        /**
         * @example {
         *       "_method": "PATCH",
         *       "first_name": "Ada",
         *       "last_name": "Lovelace",
         *       "bio": "Writes notes for the analytical engine.",
         *       "zip_code": "10115"
         *     }
         */
        "application/x-www-form-urlencoded": components["schemas"]["ProfileUpdate"];
      };
    };
    responses: {
      /** @description Saved; the profile as its owner sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Profile"];
          };
        };
      };
      /** @description The form data cannot be read. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as multipart/form-data or application/x-www-form-urlencoded. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "_method": "PATCH",
         *       "first_name": "Ada",
         *       "last_name": "Lovelace",
         *       "bio": "Writes notes for the analytical engine.",
         *       "zip_code": "10115"
         *     }
         */
        "multipart/form-data": components["schemas"]["ProfileUpdate"];
        /**
         * @example {
         *       "_method": "PATCH",
         *       "first_name": "Ada",
         *       "last_name": "Lovelace",
         *       "bio": "Writes notes for the analytical engine.",
         *       "zip_code": "10115"
         *     }
         */
        "application/x-www-form-urlencoded": components["schemas"]["ProfileUpdate"];
      };
    };
    responses: {
      /** @description Saved; the profile as its owner sees it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Profile"];
          };
        };
      };
      /** @description The form data cannot be read. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as multipart/form-data or application/x-www-form-urlencoded. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Profile"];
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listMyReviews: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size, 5 by default. */
        limit?: number;
        /** @description With `page`: the id of the last (oldest) item the client holds, from the page before this one. */
        before?: number;
        /** @description With `page`: the id of the first (newest) item the client holds, from the page after this one. */
        after?: number;
        /** @description Another user's reviews; the viewer's own by default. Another user's lists hold the reviews that user wrote, and those of compliments whose code the viewer holds (wrote, claimed or looked up): a review names one of its compliment's people. Each compliment's `id`, `code` and `to` are null unless the viewer wrote or claimed it. */
        user_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the reviews the user wrote, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ProfileReview"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listReviewsOfMyAds: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size, 5 by default. */
        limit?: number;
        /** @description With `page`: the id of the last (oldest) item the client holds, from the page before this one. */
        before?: number;
        /** @description With `page`: the id of the first (newest) item the client holds, from the page after this one. */
        after?: number;
        /** @description Another user's reviews; the viewer's own by default. Another user's lists hold the reviews that user wrote, and those of compliments whose code the viewer holds (wrote, claimed or looked up): a review names one of its compliment's people. Each compliment's `id`, `code` and `to` are null unless the viewer wrote or claimed it. */
        user_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the reviews, by anyone, of the ads on the user's own compliments, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ProfileReview"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every country by name, under data.data. Cacheable for a day. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              data: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
  };
  listCountryStates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        country: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The country's states by name, under data.data. Cacheable for a day. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              data: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listActivity: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
        /** @description With `page`: the id of the last (oldest) item the client holds, from the page before this one. */
        before?: number;
        /** @description With `page`: the id of the first (newest) item the client holds, from the page after this one. */
        after?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 10) of the user's activity, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["Activity"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  countUnreadMessages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many messages others sent in the user's conversations after the user last read each. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              count: number;
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's e-mail setting; on by default. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["NotificationSettings"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "notify_by_email": false
         *     }
         */
        "application/json": components["schemas"]["NotificationSettings"];
      };
    };
    responses: {
      /** @description Saved; the setting as now stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["NotificationSettings"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "Correct#Horse42"
         *     }
         */
        "application/json": {
          password: string;
        };
      };
    };
    responses: {
      /** @description Deleted; the token no longer works. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is the only owner of a business (reason `sole-owner`); the message names it. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Building (or already building): poll its status. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["DataExport"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getLatestDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The newest export, or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["DataExport"] & (Record<string, never> | null);
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Its status and progress. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["DataExport"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  downloadDataExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zip. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/zip": string;
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not ready yet. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listModerationQueue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The open items, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["QueueItem"][];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is no operator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createModerationDecision: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "target_kind": "compliment",
         *       "target_id": 42,
         *       "action": "remove",
         *       "reason": "Threatens the person it is addressed to (rules: harassment).",
         *       "suspend_days": null
         *     }
         */
        "application/json": {
          /** @enum {string} */
          target_kind: "compliment" | "message" | "profile" | "ad" | "review" | "signature" | "decision";
          target_id: number;
          /** @enum {string} */
          action: "dismiss" | "remove" | "suspend" | "lift";
          reason: string;
          /**
           * @description For a suspension: 1, 7, 30 or 365 days; null or absent: until an operator lifts it.
           * @enum {number|null}
           */
          suspend_days?: 1 | 7 | 30 | 365 | null;
        };
      };
    };
    responses: {
      /** @description Decided. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ModerationDecision"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is no operator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  removeSuspension: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "Contest upheld: the messages were quoted out of context."
         *     }
         */
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Lifted. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ModerationDecision"];
          };
        };
      };
      /** @description The request cannot be carried out in the resource's current state. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is no operator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listWaitingAds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The waiting ads, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["WaitingAd"][];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is no operator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createAdReviewDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        adId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "decision": "reject",
         *       "reason": "The image shows a price the offer does not give."
         *     }
         */
        "application/json": {
          /** @enum {string} */
          decision: "approve" | "reject";
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Reviewed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ModerationDecision"];
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is no operator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The ad is not waiting for review (already reviewed, or live). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listModerationLog: {
    parameters: {
      query?: {
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description Alias of limit. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (default 20) of decisions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["ModerationDecision"][];
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is no operator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getContestedDecision: {
    parameters: {
      query: {
        decision: string;
        expires: string;
        signature: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The decision. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              action: string;
              reason: string;
              created_at: string;
              suspended_until: string | null;
            };
          };
        };
      };
      /** @description The link was altered or has expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createDecisionContest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "decision": "17",
         *       "expires": "1798761600",
         *       "signature": "the-signature-from-the-link",
         *       "explanation": "The message was a quote from a film, not a threat."
         *     }
         */
        "application/json": {
          /** @example 17 */
          decision: string;
          expires: string;
          signature: string;
          explanation: string;
        };
      };
    };
    responses: {
      /** @description The contest is in the queue. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The link was altered or has expired. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listComplimentSignatures: {
    parameters: {
      query?: {
        /** @description The `next_cursor` of the page before; without it, the first page. */
        cursor?: number;
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of signatures; `next_cursor` reads the next one. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              signature_count: number;
              signatures: components["schemas"]["Signature"][];
              /** @description Pass as `cursor` to GET /compliments/{code}/signatures for the next page; null when there is none. */
              next_cursor: string | null;
            };
          };
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendThanksToSigners: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "Thank you all, I read every word!"
         *     }
         */
        "application/json": {
          message: string;
        };
      };
    };
    responses: {
      /** @description Thanked. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              /** @description Signers with an account who got the message. */
              messaged: number;
              /** @description Guest signers who were mailed. */
              mailed: number;
            };
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user is not the compliment's recipient. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The recipient has thanked everyone already (reason `already-thanked`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listSigningInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invitations and their counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["SigningInvitations"];
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  addSigningInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "emails": [
         *         "ava@example.com",
         *         "ben@example.com"
         *       ]
         *     }
         */
        "application/json": {
          emails: string[];
        };
      };
    };
    responses: {
      /** @description Invited; the list as it is now. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["SigningInvitations"] & {
              /** @description Addresses invited by this call. */
              added: number;
            };
          };
        };
      };
      /** @description The body is not valid JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user's e-mail address is not verified. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Signing has closed: "Signing has closed.", reason `signing-closed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request body is too large (see the document's description). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as application/json. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendSigningReminders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many were reminded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              reminded: number;
            };
          };
        };
      };
      /** @description Unauthenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user's e-mail address is not verified. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Signing has closed: "Signing has closed.", reason `signing-closed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Validation failed; `errors` holds the messages per field. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts; see Retry-After. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
}
