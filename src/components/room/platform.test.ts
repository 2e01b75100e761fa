import { describe, expect, it } from 'vitest';
import { openInBrowserHref, roomPlatform } from './platform';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidSamsung: 'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36',
  androidTelegram: 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.39 Mobile Safari/537.36 Telegram-Android/11.5.3 (Google Pixel 7; Android 14; SDK 34; AVERAGE)',
  androidInstagram: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 Instagram 346.0.0.34.91 Android',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphoneInstagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 355.0.0.19.104 (iPhone15,3; iOS 18_1; en_US; en; scale=3.00; 1290x2796; 658478155)',
  iphoneFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/489.0.0.48.107;FBBV/659839720;FBDV/iPhone15,3;FBMD/iPhone;FBSN/iOS;FBSV/18.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  iphoneX: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.68',
  iphoneWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

const phone = (userAgent: string, quickLook = false) => roomPlatform({ userAgent, maxTouchPoints: 5, quickLook });
const computer = (userAgent: string, quickLook = false) => roomPlatform({ userAgent, maxTouchPoints: 0, quickLook });

describe('roomPlatform', () => {
  it('hands Android browsers to Scene Viewer or WebXR', () => {
    expect(phone(UA.androidChrome)).toEqual({ kind: 'android' });
    expect(phone(UA.androidSamsung)).toEqual({ kind: 'android' });
  });

  it('hands iPhones and iPads to Quick Look, in Safari and in the browsers that open it', () => {
    expect(phone(UA.iphoneSafari, true)).toEqual({ kind: 'ios' });
    expect(phone(UA.iphoneChrome)).toEqual({ kind: 'ios' });
    // iPadOS Safari says it is a Mac; its touch screen gives it away.
    expect(phone(UA.ipadSafari, true)).toEqual({ kind: 'ios' });
  });

  it('sends visitors in an app’s own browser to the phone’s browser, naming the app where it says', () => {
    expect(phone(UA.androidTelegram)).toEqual({ kind: 'in-app', os: 'android', app: 'Telegram' });
    expect(phone(UA.androidInstagram)).toEqual({ kind: 'in-app', os: 'android', app: 'Instagram' });
    expect(phone(UA.androidWebView)).toEqual({ kind: 'in-app', os: 'android', app: null });
    expect(phone(UA.iphoneInstagram)).toEqual({ kind: 'in-app', os: 'ios', app: 'Instagram' });
    expect(phone(UA.iphoneFacebook)).toEqual({ kind: 'in-app', os: 'ios', app: 'Facebook' });
    expect(phone(UA.iphoneX)).toEqual({ kind: 'in-app', os: 'ios', app: 'X' });
    // An unnamed iOS web view: no Safari mark and no Quick Look.
    expect(phone(UA.iphoneWebView)).toEqual({ kind: 'in-app', os: 'ios', app: null });
  });

  it('gives computers the viewer and the QR code', () => {
    expect(computer(UA.windowsChrome)).toEqual({ kind: 'desktop' });
    expect(computer(UA.linuxFirefox)).toEqual({ kind: 'desktop' });
    expect(computer(UA.macSafari)).toEqual({ kind: 'desktop' });
    // A Mac's Safari says it could link rel="ar" (it previews USDZ files), but a Mac is no room viewer.
    expect(computer(UA.macSafari, true)).toEqual({ kind: 'desktop' });
  });
});

describe('openInBrowserHref', () => {
  const url = 'https://chipc.example/memes?view=room';
  it('asks Android for Chrome by an intent that falls back to the page', () => {
    expect(openInBrowserHref(url, 'android')).toBe(
      'intent://chipc.example/memes?view=room#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fchipc.example%2Fmemes%3Fview%3Droom;end',
    );
  });
  it('asks iOS for Safari by its own scheme', () => {
    expect(openInBrowserHref(url, 'ios')).toBe('x-safari-https://chipc.example/memes?view=room');
  });
});
