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
     * @description Limited to 30 compliments an hour per user. With `recipient_email` the compliment is also e-mailed to its recipient at `deliver_at` (ISO 8601 with an offset; absent or past: now; `time_zone`, the IANA zone the author chose it in, default `UTC`, is kept to show its times to them), with one reminder when `remind` (default true) and it stays unopened; at most 20 such deliveries a day per author and 3 a day per mailbox (all spellings of one inbox: case, `+tag`, Gmail's dots and `googlemail.com`). The address is the author's alone: only their own answers carry it, under `delivery`. An address that unsubscribed is refused (422) before any of those is spent.
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
    post?: never;
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
     * Add a staff member by the e-mail address of their account
     * @description For owners of the business; another member gets 403, anyone else 404.
     */
    post: operations["addMember"];
    delete?: never;
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
    patch?: never;
    trace?: never;
  };
  "/businesses/{businessId}/report": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Coupons issued, redeemed and expired per ad
     * @description For owners of the business; another member gets 403, anyone else 404.
     */
    get: operations["getCouponReport"];
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
     * @description For owners of the business; another member gets 403, anyone else 404.
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
     * @description For owners of the business; another member gets 403, anyone else 404. Newest first, at most the last 50,000 rows.
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
      reason?: "wrong-business" | "not-a-member" | "unsubscribed";
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
      id: number;
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
    };
    /** @description Only for the author (null for everyone else): when it was first viewed, claimed and replied to. */
    ComplimentActivity: {
      viewed_at: string | null;
      claimed_at: string | null;
      replied_at: string | null;
    } | null;
    Message: {
      id: number;
      message: string;
      created_at: string;
      /** @description True when the current user sent it. */
      compliment_owner: boolean;
      customer: components["schemas"]["Person"] & unknown;
      conversation_id: number;
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
      offer: components["schemas"]["Offer"];
      business: {
        id: number;
        name: string;
      };
      compliment_id: number | null;
      issued_at: string;
      expires_at: string;
      redeemed_at: string | null;
      /** @description The link its QR code carries: a token of its own, not the typed code. */
      redeem_url: string;
      /** @description data:image/svg+xml;base64 URL of a QR code of `redeem_url`. */
      qr_code: string;
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
    TillCoupon: {
      id: number;
      code: string;
      offer: components["schemas"]["Offer"];
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
    AdCouponReport: {
      id: number;
      title: string;
      /** @description The offer's name; null when the ad has none. */
      offer: string | null;
      issued: number;
      redeemed: number;
      /** @description Issued, never redeemed, and past its expiry. */
      expired: number;
    };
    CouponAttempt: {
      id: number;
      at: string;
      /** @description What was typed or scanned, as read. */
      code: string;
      /** @enum {string} */
      result: "redeemed" | "already_used" | "expired" | "wrong_business" | "unknown" | "undone";
      /** @description The member's name; null when they have since left. */
      member: string | null;
      /** @description The coupon's offer; null for a code that names none of this business's. */
      offer: string | null;
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
      /** @description Who claimed or replied; null for every view (a reader is never named) and for an account since deleted. */
      actor: components["schemas"]["Person"] | null;
    };
    NotificationSettings: {
      /** @description E-mail the user when one of their compliments is first viewed, claimed or replied to, and when a message waits unread for them (at most one mail a conversation an hour). */
      notify_by_email: boolean;
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
      /** @description Already a member. */
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
  getCouponReport: {
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
      /** @description Every ad of the business, by title. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: components["schemas"]["AdCouponReport"][];
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
      query?: never;
      header?: never;
      path: {
        businessId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description redemptions.csv: time (ISO 8601, UTC), code, result, member, offer. */
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
}
