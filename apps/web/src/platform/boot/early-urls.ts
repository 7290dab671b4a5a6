/**
 * The API calls the first screen makes as soon as the app has started, in the exact form the app's client writes them
 * (`apiUrl` + `encodeQuery`): the start-up's, the signed-in layout's (menu, grants, companies, notifications, favorites,
 * the company's settings) and, on `/home`, the home page's and its dashboard's. `early.ts` asks for them while the
 * app's code is still downloading; the client (api/early.ts) takes each answer when the app asks for the same URL.
 * A URL that drifts from what the app asks is only a request asked for twice: the home's browser flow checks that
 * every early answer was taken.
 */
export function earlyUrls(pathname: string, hostname: string, company: number | null): string[] {
  const urls = [`/api/people/default-company?domain=${encodeURIComponent(hostname)}`, '/api/configs/app-config'];
  urls.push(
    '/api/menu?pagination=false',
    '/api/people/my-grants',
    '/api/people/my-company',
    '/api/people/my-companies?pagination=false&order[id]=asc',
    '/api/notifications?read=false&itemsPerPage=1',
    '/api/favorites?pagination=false&order[id]=desc',
  );
  if (company !== null) urls.push(`/api/configs/${company}`);
  if (pathname === '/home') {
    urls.push('/api/dashboard/home', '/api/logs?itemsPerPage=10&order[id]=desc', '/api/configs?itemsPerPage=1');
    if (company !== null) urls.push(`/api/people/${company}`, `/api/users?company=${company}&itemsPerPage=1`);
  }
  return urls;
}
