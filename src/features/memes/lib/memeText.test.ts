import { describe, expect, it } from 'vitest';
import { avatarFileName, characterCount, cleanCaption, lawLabel, memeFileName, parseLawNumber, pickParam, stickerFileName, textDirection } from './memeText';

describe('cleanCaption', () => {
  it('keeps plain text as typed, trailing space included (the visitor is mid-word)', () => {
    expect(cleanCaption('No policies ', 60)).toEqual({ text: 'No policies ', length: 12, cut: false, removed: false });
    expect(cleanCaption('', 60)).toEqual({ text: '', length: 0, cut: false, removed: false });
  });

  it('cuts to the limit and says so: a 100,000-character paste keeps 60', () => {
    const pasted = 'a'.repeat(100_000);
    const clean = cleanCaption(pasted, 60);
    expect(clean.text).toBe('a'.repeat(60));
    expect(clean).toMatchObject({ length: 60, cut: true, removed: false });
    expect(cleanCaption('a'.repeat(60), 60).cut).toBe(false);
  });

  it('turns line breaks and tabs into spaces', () => {
    expect(cleanCaption('one\r\ntwo\tthree\u2028four', 60).text).toBe('one two three four');
  });

  it('strips control characters and bidi embeddings, overrides and isolates, and says so', () => {
    const clean = cleanCaption('\u202Egnp.exe\u202C ok\u0000\u0007\u009b\u2066x\u2069\ufeff', 60);
    expect(clean.text).toBe('gnp.exe okx');
    expect(clean.removed).toBe(true);
  });

  it('keeps bidi marks and right-to-left scripts', () => {
    expect(cleanCaption('שלום\u200F עולם', 60).text).toBe('שלום\u200F עולם');
    expect(cleanCaption('مرحبا', 60).removed).toBe(false);
  });

  it('drops halves of a character whose other half is missing', () => {
    expect(cleanCaption('a\ud83db\ude00c', 60).text).toBe('abc');
  });

  it('counts and cuts by characters as a reader sees them, never inside an emoji', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(characterCount(family)).toBe(1);
    const clean = cleanCaption(`${family}🇺🇦é${family}`, 3);
    expect(clean.text).toBe(`${family}🇺🇦é`);
    expect(clean).toMatchObject({ length: 3, cut: true });
  });

  it('keeps markup as the text it is', () => {
    expect(cleanCaption('<img src=x onerror=alert(1)>', 60).text).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('law numbers', () => {
  it('reads up to three digits, between 1 and 999', () => {
    expect(parseLawNumber('16')).toBe(16);
    expect(parseLawNumber('007')).toBe(7);
    expect(parseLawNumber('0')).toBe(1);
    expect(parseLawNumber('12345')).toBe(123);
    expect(parseLawNumber('-4e2')).toBe(42);
    expect(parseLawNumber('')).toBeNull();
    expect(parseLawNumber('abc')).toBeNull();
  });

  it('writes them as the feed does', () => {
    expect(lawLabel(16)).toBe('Law 016:');
    expect(lawLabel(999)).toBe('Law 999:');
  });
});

describe('memeFileName', () => {
  it('names the token and the caption', () => {
    expect(memeFileName('$CHIPC', ['No policies, no problem!', 'Chancellor Chip'])).toBe('chipc-meme-no-policies-no-problem.png');
  });

  it('drops accents and keeps whole words within 48 characters', () => {
    expect(memeFileName('$CHIPC', ['Élection générale'])).toBe('chipc-meme-election-generale.png');
    const name = memeFileName('$CHIPC', ['word '.repeat(40)]);
    expect(name).toMatch(/^chipc-meme-(word-)*word\.png$/);
    expect(name.length).toBeLessThanOrEqual('chipc-meme-.png'.length + 48);
  });

  it('falls back to the character when the caption has nothing a file name can carry', () => {
    expect(memeFileName('$CHIPC', ['', 'Minister Byte'])).toBe('chipc-meme-minister-byte.png');
    expect(memeFileName('$CHIPC', ['Привет 👋', 'Dr. Overflow'])).toBe('chipc-meme-dr-overflow.png');
    expect(memeFileName('$CHIPC', ['../../etc/passwd'])).toBe('chipc-meme-etc-passwd.png');
    expect(memeFileName('$CHIPC', [])).toBe('chipc-meme.png');
  });
  it('names a clip like its picture, with its own extension', () => {
    expect(memeFileName('$CHIPC', ['Vote Chip'], 'mp4')).toBe('chipc-meme-vote-chip.mp4');
    expect(memeFileName('$CHIPC', ['', 'Minister Byte'], 'gif')).toBe('chipc-meme-minister-byte.gif');
  });
});

describe('pickParam', () => {
  const shapes = ['square', 'wide'] as const;
  it('takes a known value and falls back for anything else', () => {
    expect(pickParam(new URLSearchParams('shape=wide'), 'shape', shapes, 'square')).toBe('wide');
    expect(pickParam(new URLSearchParams('shape=WIDE'), 'shape', shapes, 'square')).toBe('square');
    expect(pickParam(new URLSearchParams('shape=<script>'), 'shape', shapes, 'square')).toBe('square');
    expect(pickParam(new URLSearchParams(''), 'shape', shapes, 'square')).toBe('square');
    expect(pickParam(new URLSearchParams('shape=toString'), 'shape', shapes, 'square')).toBe('square');
  });
});

describe('textDirection', () => {
  it('reads Hebrew and Arabic right to left, from their first letter', () => {
    expect(textDirection('שלום!')).toBe('rtl');
    expect(textDirection('مرحبا بالعالم')).toBe('rtl');
    expect(textDirection('ﻣﺮﺣﺒﺎ')).toBe('rtl'); // presentation forms
    expect(textDirection('ܫܠܡܐ')).toBe('rtl'); // Syriac
  });

  it('lets the first strong character decide: digits, spaces, emoji and punctuation do not', () => {
    expect(textDirection('2024 🗳️ «שלום» and more')).toBe('rtl');
    expect(textDirection('!!! Vote Chip שלום')).toBe('ltr');
    expect(textDirection('ְّ abc')).toBe('ltr'); // vowel points alone are not letters
    expect(textDirection('١٢٣ Chip')).toBe('ltr'); // Arabic-Indic digits are weak
  });

  it('takes the bidi marks as strong: RLM and ALM right to left, LRM left to right', () => {
    expect(textDirection('‏123!')).toBe('rtl');
    expect(textDirection('؜123')).toBe('rtl');
    expect(textDirection('‎שלום')).toBe('ltr');
  });

  it('is left to right for every other script, and with no letters at all', () => {
    expect(textDirection('Голосуй за Чипа')).toBe('ltr');
    expect(textDirection('議会は永遠に休会')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
    expect(textDirection('123 🗳️ !?')).toBe('ltr');
  });
});

describe('avatarFileName', () => {
  it("names the profile picture by the token and the character, in letters a file name carries", () => {
    expect(avatarFileName('$CHIPC', 'Chancellor Chip')).toBe('chipc-avatar-chancellor-chip.png');
    expect(avatarFileName('$CHIPC', 'Dr. Overflow')).toBe('chipc-avatar-dr-overflow.png');
    expect(avatarFileName('$CHIPC', 'Голосуй')).toBe('chipc-avatar.png');
  });
});

describe('stickerFileName', () => {
  it('names the token, the platform and the pose', () => {
    expect(stickerFileName('$CHIPC', 'telegram-still', 'minister-byte', 'webp')).toBe('chipc-telegram-still-sticker-minister-byte.webp');
    expect(stickerFileName('$CHIPC', 'whatsapp', 'pack', 'zip')).toBe('chipc-whatsapp-sticker-pack.zip');
  });
});
