import { createServer } from 'node:http';
import { listening } from './hosts';

/**
 * Where a page's document is cut, as fractions of its body: the header's links come first (the
 * first cut falls among them), the first screen's parts through the first half. The pause before
 * each part after the first is long enough for a paint on a loaded machine, which a page painted
 * half built would show: a shorter one let the first paint wait for the second part.
 */
const CUTS = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const PAUSE_MS = 200;

/** The document cut at the first tag from each of CUTS of its body: the head whole in the first part. */
function documentParts(html: string): string[] {
  const body = html.indexOf('<body');
  const cuts = [0];
  for (const fraction of CUTS) {
    const at = html.indexOf('<', body + Math.round((html.length - body) * fraction));
    if (at > cuts[cuts.length - 1]!) cuts.push(at);
  }
  return cuts.map((from, i) => html.slice(from, cuts[i + 1]));
}

/**
 * A host in front of `origin` that answers everything as it does, except that an HTML document
 * comes in parts, PAUSE_MS apart: a slow network, or a server that streams, as a page may arrive
 * on a phone or at a venue. The browser gets to paint between parts (it does whenever its parser
 * runs out of bytes). Returns its address and its stop.
 */
export async function startDocumentInParts(origin: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(origin + req.url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      const skip = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => !skip.has(name) && (headers[name] = value));
      res.writeHead(upstream.status, headers);
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) return res.end(body);
      const [first, ...rest] = documentParts(body.toString('utf8'));
      res.write(first);
      for (const part of rest) {
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        res.write(part);
      }
      res.end();
    })().catch(() => res.destroy());
  });
  return listening(server);
}
