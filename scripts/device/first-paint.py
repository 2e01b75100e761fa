#!/usr/bin/env python3
"""The first-paint figures of `npm run bench` (scripts/first-paint.mjs) on a machine with a real GPU, which has no
Node and no registry: Python (with aiohttp) and a carried Chromium only.

Serves dist/ beside this file (gzip, clean URLs, no-store) and the bench's calibration page, and drives Chromium over
the DevTools protocol: each page and the calibration page alternating, at 390x844 (slow 4G, 4x CPU, applied through
DevTools) and 1440x900 (a fast line), RUNS (3) loads each in a fresh browser context. Per load: the largest paint's
element and time, the first paint, when the companion's poster was on screen, the blocking time of the long tasks
after the first paint, the long tasks, and when the page set data-mode, data-hydrated, data-motion and data-scene.
Writes $OUT/fp-MODE.json as it goes; MODE (argv[1]): vulkan (ANGLE on the NVIDIA Vulkan driver, headless), egl, or
swiftshader (software, on the same machine, for comparison). Under vulkan only WebGL is on the GPU: with no surface to
draw to, the page's raster and compositing stay in software (traces show ZeroCopyRasterBuffer and SoftwareRenderer),
so its first paints are a fast CPU's; under egl they are on the GPU too (GpuRasterBuffer, SkiaRenderer), as in a
visitor's browser. A fresh browser's first frames on the GPU also compile its shaders (on /memes the first GPU
context for the page's canvases then waited 150-200 ms on them, in one task); here every load shares one browser, a
context each, as a visitor's tabs share theirs, so only the first rounds pay it. DIST (dist/ beside this file)
measures another build, SCREEN (390x844 or 1440x900) one screen only, PAGES (a comma-separated list of paths) fewer pages.

How: pack Chromium with ../shared/gpu/bundle.sh into an ignored folder (DIR/a, DIR/b), copy this file and a built
dist/ into DIR/b, then on two back-to-back device calls: carry [DIR/a] `mkdir -p ~/parts && cp DIR/a/part.aa ~/parts/`,
then carry [DIR/b] `mkdir -p ~/chr ~/gl; [ -x ~/chr/chr/chromium ] || cat ~/parts/part.aa DIR/b/part.ab | xz -d |
tar -x -C ~/chr; for f in DIR/b/gl/*.deb; do dpkg -x $f ~/gl; done; cd DIR/b && python3 first-paint.py egl`.
Where the local Chromium also holds chromium-headless-shell, leave it out of the pack: two parts of 60 MB cannot
carry both, and the second part then ends mid-archive.
"""
import asyncio, json, os, sys, gzip, time, threading, subprocess, http.server, socketserver
import aiohttp

HERE = os.path.dirname(os.path.abspath(__file__))
DIST = os.environ.get('DIST', os.path.join(HERE, 'dist'))
OUT = os.environ.get('OUT', '/tmp/out')
CHR = os.path.expanduser('~/chr')
MODE = sys.argv[1] if len(sys.argv) > 1 else 'vulkan'
RUNS = int(os.environ.get('RUNS', '3'))


def log(*a):
    print(' '.join(str(x) for x in a), flush=True)


def launch():
    """The carried Chromium, its libraries first, on the GPU by the driver's own files."""
    env = dict(os.environ)
    env['LD_LIBRARY_PATH'] = f'{CHR}/lib:{CHR}/chr:' + os.path.expanduser('~/gl') + '/usr/lib/x86_64-linux-gnu:/usr/local/nvidia/lib64:/usr/local/nvidia/lib:/usr/lib/x86_64-linux-gnu'
    env['FONTCONFIG_FILE'] = f'{CHR}/fonts/etc/fonts.conf'
    for icd in ['/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json', '/usr/share/vulkan/icd.d/nvidia_icd.json', '/etc/vulkan/icd.d/nvidia_icd.json']:
        if os.path.exists(icd):
            env['VK_DRIVER_FILES'] = icd; env['VK_ICD_FILENAMES'] = icd; break
    for egl in ['/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json', '/usr/share/glvnd/egl_vendor.d/10_nvidia.json']:
        if os.path.exists(egl):
            env['__EGL_VENDOR_LIBRARY_FILENAMES'] = egl; break
    flags = ['--headless=new', '--no-sandbox', '--ignore-gpu-blocklist', '--enable-gpu-rasterization', '--disable-gpu-vsync',
             '--disable-frame-rate-limit', '--remote-debugging-port=9222', '--user-data-dir=/tmp/prof-fp-' + MODE, '--window-size=1440,900',
             '--no-first-run', '--disable-background-timer-throttling', '--disable-renderer-backgrounding']
    if MODE == 'vulkan':
        flags += ['--use-angle=vulkan', '--enable-features=Vulkan,VulkanFromANGLE,DefaultANGLEVulkan', '--disable-vulkan-surface', '--ozone-platform=headless']
    elif MODE == 'egl':
        flags += ['--use-gl=angle', '--use-angle=gl-egl']
    elif MODE == 'swiftshader':
        flags += ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']
    return subprocess.Popen([f'{CHR}/chr/chromium', *flags, 'about:blank'], env=env, stdout=open(f'{OUT}/chromium-fp-{MODE}.log', 'w'), stderr=subprocess.STDOUT)


class CDP:
    def __init__(self, ws): self.ws, self.id = ws, 0

    async def call(self, method, **params):
        self.id += 1; my = self.id
        await self.ws.send_json({'id': my, 'method': method, 'params': params})
        while True:
            m = await self.ws.receive_json(timeout=120)
            if m.get('id') == my:
                if 'error' in m: raise RuntimeError(f'{method}: {m["error"]}')
                return m.get('result', {})

    async def ev(self, expr):
        r = await self.call('Runtime.evaluate', expression=expr, awaitPromise=True, returnByValue=True)
        if 'exceptionDetails' in r: return None
        return r.get('result', {}).get('value')


async def browser_ws(session):
    for _ in range(100):
        try:
            async with session.get('http://127.0.0.1:9222/json/version') as r:
                return (await r.json())['webSocketDebuggerUrl']
        except Exception:
            await asyncio.sleep(0.2)
    raise RuntimeError('no browser target')

# The bench's calibration page, byte for byte (scripts/first-paint.mjs).
CAL = b'''<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Calibration</title>
<meta name="description" content="A plain static page to calibrate Lighthouse on this machine."></head>
<body><h1>Calibration</h1><p>A heading and a paragraph, nothing else: the fastest page this machine can serve.</p></body></html>'''
TYPES = {'.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.webp': 'image/webp', '.avif': 'image/avif',
         '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png', '.webmanifest': 'application/manifest+json'}

# dist/ as the hosts serve it: clean URLs without a redirect, the 404 page for the rest, text gzipped.
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'
    def log_message(self, *a): pass
    def do_GET(self):
        path = self.path.split('?')[0]
        if path == '/__calibration':
            body, ctype = CAL, 'text/html; charset=utf-8'
        else:
            full = os.path.join(DIST, path.lstrip('/'))
            if os.path.isdir(full): full = os.path.join(full, 'index.html')
            if not os.path.exists(full) and os.path.exists(full + '/index.html'): full += '/index.html'
            if not os.path.isfile(full):
                full = os.path.join(DIST, '404.html')
            body = open(full, 'rb').read()
            ctype = TYPES.get(os.path.splitext(full)[1], 'application/octet-stream')
        enc = None
        if not ctype.startswith(('image/webp', 'image/avif', 'image/png', 'font/')) and 'gzip' in (self.headers.get('Accept-Encoding') or ''):
            body, enc = gzip.compress(body, 6), 'gzip'
        self.send_response(200)
        self.send_header('Content-Type', ctype)
        self.send_header('Content-Length', str(len(body)))
        self.send_header('Cache-Control', 'no-store')
        if enc: self.send_header('Content-Encoding', enc)
        self.end_headers()
        self.wfile.write(body)

# Installed before the page's scripts, as in scripts/first-paint.mjs, plus the page's own marks on <html>.
RECORDER = r'''(() => {
  const seen = (window.__firstPaint = { lcp: [], longTasks: [], poster: null, marks: [] });
  const observe = (type, each) => { try { new PerformanceObserver((l) => l.getEntries().forEach(each)).observe({ type, buffered: true }); } catch {} };
  const describe = (el) => !el ? 'none' : el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  observe('largest-contentful-paint', (e) => seen.lcp.push({ element: describe(e.element), url: e.url.startsWith('data:') ? e.url.slice(0, 18) : e.url.replace(location.origin, ''), size: e.size, time: e.startTime }));
  observe('longtask', (e) => seen.longTasks.push({ start: e.startTime, duration: e.duration }));
  document.addEventListener('load', (event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.closest('.companion__slot') || seen.poster) return;
    requestAnimationFrame(() => (seen.poster = { src: img.currentSrc.replace(location.origin, ''), time: performance.now() }));
  }, true);
  new MutationObserver((ms) => { for (const m of ms) if (m.target === document.documentElement) seen.marks.push({ attr: m.attributeName, value: m.target.getAttribute(m.attributeName), time: Math.round(performance.now()) }); })
    .observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scene', 'data-mode', 'data-hydrated', 'data-motion'] });
})()'''

SCREENS = [
    {'name': '390x844', 'w': 390, 'h': 844, 'dpr': 3, 'mobile': True, 'net': {'latency': 562.5, 'downloadThroughput': 1474.56 * 1024 / 8, 'uploadThroughput': 675 * 1024 / 8}, 'cpu': 4},
    {'name': '1440x900', 'w': 1440, 'h': 900, 'dpr': 1, 'mobile': False, 'net': {'latency': 40, 'downloadThroughput': 10240 * 1024 / 8, 'uploadThroughput': 10240 * 1024 / 8}, 'cpu': 1},
]
WARM_UP = SCREENS[1]
SCREENS = [sc for sc in SCREENS if os.environ.get('SCREEN', sc['name']) == sc['name']]
PAGES = [('calibration', '/__calibration')] + [(p, p) for p in os.environ.get('PAGES', '/,/community,/memes,/stage').split(',')]

async def one(session, browser, url, sc):
    """One load of `url` at screen `sc` in a fresh browser context; the figures named at the top."""
    ctx = (await browser.call('Target.createBrowserContext'))['browserContextId']
    tid = (await browser.call('Target.createTarget', url='about:blank', browserContextId=ctx))['targetId']
    try:
        async with session.ws_connect(f'ws://127.0.0.1:9222/devtools/page/{tid}', max_msg_size=0) as ws:
            c = CDP(ws)
            await c.call('Page.enable'); await c.call('Runtime.enable'); await c.call('Network.enable')
            await c.call('Network.setCacheDisabled', cacheDisabled=True)
            await c.call('Network.emulateNetworkConditions', offline=False, **sc['net'])
            await c.call('Emulation.setCPUThrottlingRate', rate=sc['cpu'])
            await c.call('Emulation.setDeviceMetricsOverride', width=sc['w'], height=sc['h'], deviceScaleFactor=sc['dpr'], mobile=sc['mobile'])
            if sc['mobile']: await c.call('Emulation.setTouchEmulationEnabled', enabled=True, maxTouchPoints=5)
            await c.call('Page.addScriptToEvaluateOnNewDocument', source=RECORDER)
            await c.call('Page.navigate', url=url)
            t0 = time.time()
            while time.time() - t0 < 60 and await c.ev('document.readyState') != 'complete':
                await asyncio.sleep(0.2)
            last = -1
            while time.time() - t0 < 90:
                await asyncio.sleep(3)
                n = await c.ev('window.__firstPaint.longTasks.length')
                if n == last: break
                last = n
            seen = await c.ev("JSON.stringify({...window.__firstPaint, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, dataset: {...document.documentElement.dataset}, renderer: (() => { const gl = document.createElement('canvas').getContext('webgl2'); if (!gl) return 'no webgl2'; const e = gl.getExtension('WEBGL_debug_renderer_info'); return String(gl.getParameter(e ? e.UNMASKED_RENDERER_WEBGL : gl.RENDERER)); })(), nav: (({requestStart, responseStart, responseEnd, domInteractive}) => ({requestStart, responseStart, responseEnd, domInteractive}))(performance.getEntriesByType('navigation')[0])})")
            s = json.loads(seen)
            lcp = s['lcp'][-1] if s['lcp'] else None
            return {
                'lcpElement': (lcp['element'] + (f" ({lcp['url']})" if lcp['url'] else '')) if lcp else 'none',
                'lcp': round(lcp['time']) if lcp else None, 'fcp': round(s['fcp']),
                'poster': round(s['poster']['time']) if s['poster'] else None,
                'tbt': round(sum(max(0, t['duration'] - 50) for t in s['longTasks'] if t['start'] + t['duration'] > s['fcp'])),
                'longTasks': [[round(t['start']), round(t['duration'])] for t in s['longTasks'] if t['duration'] > 50],
                'marks': s['marks'], 'renderer': s['renderer'], 'nav': {k: round(v) for k, v in s['nav'].items()}, 'dataset': s['dataset'],
            }
    finally:
        await browser.call('Target.disposeBrowserContext', browserContextId=ctx)

def med(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None

async def main():
    socketserver.ThreadingTCPServer.allow_reuse_address = True
    srv = socketserver.ThreadingTCPServer(('127.0.0.1', 18932), H); srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    os.makedirs(OUT, exist_ok=True)
    p = launch()
    report = {'mode': MODE, 'runs': RUNS}
    try:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(await browser_ws(session), max_msg_size=0) as bw:
                browser = CDP(bw)
                # A first load that is not counted: the browser's own start-up falls on it.
                warm = await one(session, browser, 'http://127.0.0.1:18932/__calibration', WARM_UP)
                report['renderer'] = warm['renderer']; log('renderer', warm['renderer'])
                for sc in SCREENS:
                    rows = {name: [] for name, _ in PAGES}
                    for i in range(RUNS):
                        for name, path in PAGES:
                            try:
                                f = await one(session, browser, 'http://127.0.0.1:18932' + path, sc)
                            except Exception as e:
                                f = {'error': repr(e)[:300]}
                            rows[name].append(f)
                            log(sc['name'], name, i, json.dumps({k: f.get(k) for k in ('lcpElement', 'lcp', 'fcp', 'poster', 'tbt', 'nav', 'error')}), json.dumps(f.get('marks'))[:300])
                            report[sc['name']] = rows
                            json.dump(report, open(f'{OUT}/fp-{MODE}.json', 'w'), indent=1)
                    cal = [r.get('lcp') for r in rows['calibration']]
                    summary = {}
                    for name, rs in rows.items():
                        ratios = [r['lcp'] / c for r, c in zip(rs, cal) if r.get('lcp') and c]
                        summary[name] = {'lcp': med([r.get('lcp') for r in rs]), 'poster': med([r.get('poster') for r in rs]), 'tbt': med([r.get('tbt') for r in rs]),
                                         'lcpRatio': round(med(ratios), 2) if ratios else None, 'posterRatio': round(med([r['poster'] / c for r, c in zip(rs, cal) if r.get('poster') and c]) or 0, 2),
                                         'lcpElement': [r.get('lcpElement') for r in rs]}
                    report[sc['name'] + '-summary'] = summary
                    log(sc['name'], json.dumps(summary))
                    json.dump(report, open(f'{OUT}/fp-{MODE}.json', 'w'), indent=1)
    finally:
        p.terminate()

asyncio.run(main())
