/** The path of a status page (docs/product.md §2.16); the token is the link's only secret. */
export const APPLICATION_STATUS_PREFIX = "/careers/application/";
export const applicationStatusPath = (token: string) => `${APPLICATION_STATUS_PREFIX}${token}`;
/** Where its "download my data" form posts. */
export const applicationDataPath = (token: string) => `${applicationStatusPath(token)}/data`;
/** "I lost my link". */
export const LOST_LINK_PATH = "/careers/lost-link";
