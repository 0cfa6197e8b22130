export const REQUESTS_EMPTY_TEXT = "You don't have any pending requests at this time.";
