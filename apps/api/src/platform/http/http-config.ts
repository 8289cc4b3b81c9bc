/** Cookie and origin settings the HTTP layer and the auth routes share. */
export class HttpConfig {
  constructor(readonly secureCookies: boolean) {}
}
