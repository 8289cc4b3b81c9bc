/** A signed-in client over real HTTP, as the admin is: keeps its cookies and echoes the CSRF token on writes. */
export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Registers a new workspace and returns its admin's session and the workspace id. */
  static async register(baseUrl: string, businessName: string): Promise<{ session: ApiSession; tenantId: string }> {
    const session = new ApiSession(baseUrl);
    await session.request('GET', '/api/csrf-cookie');
    const password = 'correct horse battery';
    const stamp = `${process.pid}.${Date.now()}`;
    const response = await session.request('POST', '/api/register', {
      name: 'Fault Owner',
      email: `faults.${stamp}@example.test`,
      password,
      password_confirmation: password,
      business_name: businessName,
      privacy_policy: true,
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${JSON.stringify(response.body)}`);
    return { session, tenantId: (response.body as { workspace: { id: string } }).workspace.id };
  }

  async request(method: string, path: string, body?: object): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (csrf && method !== 'GET') headers['x-xsrf-token'] = decodeURIComponent(csrf);
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}
