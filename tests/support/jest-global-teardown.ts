export default async function globalTeardown(): Promise<void> {
  await (globalThis as { dropTemplate?: () => Promise<void> }).dropTemplate?.();
}
