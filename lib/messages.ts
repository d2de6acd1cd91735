/** Messages of spec §8 shown by more than one screen; each lives here once. */
export const SOMETHING_WRONG = "Something went wrong. Please try again later.";
export const UNAUTHORIZED_LOGIN = "Unauthorized access. Please check your email or password.";
export const UNAUTHORIZED_AGAIN = "Unauthorized. Please log in again.";
export const UNAUTHENTICATED_SAVE = "Unauthenticated User. Please login again.";
export const INVALID_INPUT = "Invalid input. Please check your data.";
export const NOT_FOUND = "Compliment not found";
