/**
 * C's printf for gpu.printf: conversions d i u x X o c s f F e E g G and %%, with flags, width,
 * precision and (ignored) length modifiers. %g follows C's rules (the shortest of %e and %f by
 * the exponent, trailing zeros removed unless '#').
 */

function pad(s: string, width: number, left: boolean, zero: boolean): string {
  if (s.length >= width) return s;
  if (left) return s.padEnd(width);
  if (zero) {
    const sign = /^[+\- ]/.test(s) ? s[0]! : '';
    const prefix = /^[+\- ]?0[xX]/.test(s) ? s.slice(0, sign.length + 2) : sign;
    return prefix + s.slice(prefix.length).padStart(width - prefix.length, '0');
  }
  return s.padStart(width);
}

function cExp(x: number, prec: number, upper: boolean): string {
  const [m, e] = x.toExponential(prec).split('e') as [string, string];
  const ev = Number(e);
  const s = `${m}e${ev < 0 ? '-' : '+'}${String(Math.abs(ev)).padStart(2, '0')}`;
  return upper ? s.toUpperCase() : s;
}

function cG(x: number, prec: number, alt: boolean, upper: boolean): string {
  const p = prec === 0 ? 1 : prec;
  if (x === 0) return alt ? (0).toFixed(p - 1) : '0';
  const exp = Number(x.toExponential(p - 1).split('e')[1]);
  let s = exp < -4 || exp >= p ? cExp(x, p - 1, upper) : x.toFixed(p - 1 - exp);
  if (!alt) s = s.replace(/\.?0+(?=[eE]|$)/, (m) => (m.startsWith('.') || s.includes('.') ? '' : m));
  return s;
}

function special(x: number, upper: boolean): string | undefined {
  if (Number.isNaN(x)) return upper ? 'NAN' : 'nan';
  if (!Number.isFinite(x)) return (x < 0 ? '-' : '') + (upper ? 'INF' : 'inf');
  return undefined;
}

/** Formats `args` with a C format string. */
export function cformat(fmt: string, args: readonly (number | bigint)[]): string {
  let k = 0;
  return fmt.replace(/%([-+ #0]*)(\d+|\*)?(?:\.(\d+|\*))?(hh|h|ll|l|z|j|t|L)?([diuxXocsfFeEgGaA%])/g,
    (_m, flags: string, w: string | undefined, p: string | undefined, _len: string | undefined, conv: string) => {
      if (conv === '%') return '%';
      const width = w === '*' ? Number(args[k++]) : w ? Number(w) : 0;
      const prec = p === '*' ? Number(args[k++]) : p !== undefined ? Number(p) : undefined;
      const a = args[k++] ?? 0;
      const left = flags.includes('-'), zero = flags.includes('0') && !left;
      const sign = (neg: boolean) => (neg ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '');
      let s: string;
      switch (conv) {
        case 'd': case 'i': {
          const v = BigInt(typeof a === 'number' ? Math.trunc(a) : a);
          s = sign(v < 0n) + (v < 0n ? -v : v).toString();
          break;
        }
        case 'u': s = BigInt.asUintN(64, BigInt(typeof a === 'number' ? Math.trunc(a) : a)).toString(); break;
        case 'x': case 'X': case 'o': {
          const v = BigInt(typeof a === 'number' ? Math.trunc(a) : a);
          const u = v < 0n ? BigInt.asUintN(v >= -(2n ** 31n) ? 32 : 64, v) : v;
          s = u.toString(conv === 'o' ? 8 : 16);
          if (conv === 'X') s = s.toUpperCase();
          if (flags.includes('#') && u !== 0n) s = (conv === 'o' ? '0' : conv === 'x' ? '0x' : '0X') + s;
          break;
        }
        case 'c': s = String.fromCharCode(Number(a)); break;
        case 's': s = String(a); break;
        default: {
          const x = Number(a);
          const upper = conv === conv.toUpperCase();
          const sp = special(x, upper);
          if (sp !== undefined) { s = (x > 0 && flags.includes('+') ? '+' : '') + sp; break; }
          const neg = x < 0 || Object.is(x, -0);
          const ax = Math.abs(x);
          const body = conv === 'f' || conv === 'F' ? ax.toFixed(prec ?? 6)
            : conv === 'e' || conv === 'E' ? cExp(ax, prec ?? 6, upper)
              : conv === 'a' || conv === 'A' ? ax.toString(16)
                : cG(ax, prec ?? 6, flags.includes('#'), upper);
          s = sign(neg) + body;
        }
      }
      return pad(s, width, left, zero && !'sc'.includes(conv));
    });
}
