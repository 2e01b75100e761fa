// The stickers' part of `npm run bench`: what making each sticker on /memes costs, as a visitor
// clicks. Per mode (lite: the cut-out frames; full: the scene's reel, its finish on) and platform
// (Telegram, Discord, WhatsApp moving and still) and for the WhatsApp pack: seconds from the
// click on "Make the sticker" to the page's "Ready", the file's bytes against its platform's cap,
// and the steps it was made smaller by (the page's own words). A table goes to stderr; the
// figures into the bench's JSON line as `stickers`.
const PLATFORMS = [
  ['telegram', /^Telegram/],
  ['discord', /^Discord/],
  ['whatsapp', /^WhatsApp(?!,)/],
  ['whatsapp-still', /^WhatsApp, still/],
];

/** Makes one sticker (or the pack) on `page` and times it from the click to the page's word. */
async function timeSticker(page, click) {
  const region = page.getByRole('region', { name: 'Make a sticker' });
  const status = region.locator('.meme-sticker__status');
  const started = Date.now();
  await click(region);
  await page.waitForFunction(() => /^(Ready|Even|This|The|Check)/.test(document.querySelector('.meme-sticker__status')?.textContent ?? ''), null, { timeout: 300_000 });
  const seconds = (Date.now() - started) / 1000;
  const said = (await status.textContent()) ?? '';
  const ready = /^Ready: (\S+) \((\d+) KB/.exec(said);
  if (!ready) return { ok: false, seconds, status: said };
  const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('button', { name: /^Download / }).click()]);
  const bytes = (await import('node:fs')).statSync(await download.path()).size;
  return { ok: true, seconds: Math.round(seconds * 10) / 10, file: ready[1], bytes, fitted: /Made smaller to fit: ([^.]+)/.exec(said)?.[1] ?? null };
}

/** Runs every sticker measurement in `browser` against the site at `baseUrl`. */
export async function stickerReport(browser, baseUrl, { viewport, log = () => {} }) {
  const report = { times: [] };
  const errors = [];
  try {
    for (const mode of ['lite', 'full']) {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (e) => errors.push(`${mode}: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && errors.push(`${mode}: ${m.text()}`));
      await page.goto(`${baseUrl}/memes?mode=${mode}`);
      await page.locator(`.meme-preview canvas[data-source="${mode === 'full' ? 'scene' : 'poster'}"]`).waitFor({ timeout: 180_000 });
      const region = page.getByRole('region', { name: 'Make a sticker' });
      await region.getByRole('button', { name: 'Make the sticker' }).scrollIntoViewIfNeeded();
      await region.getByRole('radio', { name: /^Discord/ }).waitFor();
      for (const [platform, name] of PLATFORMS) {
        if ((await region.getByRole('radio', { name }).count()) === 0) {
          report.times.push({ mode, platform, ok: false, status: 'not offered in this browser' });
          continue;
        }
        const row = { mode, platform, ...(await timeSticker(page, async (r) => (await r.getByRole('radio', { name }).check(), await r.getByRole('button', { name: 'Make the sticker' }).click()))) };
        log(`stickers: ${mode} ${platform}: ${row.ok ? `${row.seconds} s, ${(row.bytes / 1e3).toFixed(0)} KB${row.fitted ? ` (${row.fitted})` : ''}` : row.status}`);
        report.times.push(row);
      }
      const pack = { mode, platform: 'whatsapp pack', ...(await timeSticker(page, (r) => r.getByRole('button', { name: 'Make the pack' }).click())) };
      log(`stickers: ${mode} pack: ${pack.ok ? `${pack.seconds} s, ${(pack.bytes / 1e3).toFixed(0)} KB` : pack.status}`);
      report.times.push(pack);
      await page.close();
    }
  } catch (error) {
    report.failed = error instanceof Error ? error.message : String(error);
  }
  report.errors = errors;
  log('\nstickers');
  log(`${'mode'.padEnd(6)}${'platform'.padEnd(16)}${'click→ready'.padEnd(13)}${'bytes'.padEnd(10)}steps`);
  for (const r of report.times) log(`${r.mode.padEnd(6)}${r.platform.padEnd(16)}${String(r.ok ? `${r.seconds} s` : '–').padEnd(13)}${String(r.bytes ?? r.status).padEnd(10)}${r.fitted ?? ''}`);
  if (report.failed) log(`stopped: ${report.failed}`);
  if (report.errors.length) log(`console errors: ${report.errors.join(' | ')}`);
  return report;
}
