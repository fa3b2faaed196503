// Start-up: the site configuration first, then a token login from a link, then the session.
import { getWebConfig } from '@/lib/endpoints/get-web-config';
import { saveWebConfig } from '@/lib/site-config';
import { refreshUserProfile, revalidateSession } from '@/lib/auth';
import { runTokenLogin } from '@/features/auth/token-login';

export type BootResult = { kind: 'ready' } | { kind: 'error' } | { kind: 'reload' } | { kind: 'redirect'; path: string };

function applyTheme(skin: string | undefined): void {
  if (skin && /^#[0-9a-f]{3,8}$/i.test(skin.trim())) document.documentElement.style.setProperty('--zy-primary', skin.trim());
}

export async function bootstrap(): Promise<BootResult> {
  try {
    const cfg = saveWebConfig(await getWebConfig());
    applyTheme(cfg.ParamList.find((p) => p.ParamKey === 'Web_Skin')?.ParamValue);
  } catch {
    return { kind: 'error' };
  }
  const token = await runTokenLogin();
  if (token.kind === 'redirect') return { kind: 'redirect', path: token.path };
  if (token.kind === 'reload') return { kind: 'reload' };
  // Re-check a stored session in the background; the page does not wait for it.
  void revalidateSession().then((ok) => (ok ? refreshUserProfile() : undefined));
  return { kind: 'ready' };
}
