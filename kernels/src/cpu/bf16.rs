//! bf16 (bfloat16: the upper 16 bits of an IEEE f32) conversions.

/// f32 → bf16 bits, rounding to nearest even; NaN stays a (quiet) NaN.
#[inline]
pub fn from_f32(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return ((b >> 16) | 0x0040) as u16;
    }
    let round = 0x7FFF + ((b >> 16) & 1);
    (b.wrapping_add(round) >> 16) as u16
}

/// bf16 bits → f32 (exact).
#[inline]
pub fn to_f32(h: u16) -> f32 {
    f32::from_bits((h as u32) << 16)
}

/// `x` rounded to the nearest bf16 value, as f32.
#[inline]
pub fn round(x: f32) -> f32 {
    to_f32(from_f32(x))
}

/// Two bf16 values in one u32, `lo` in the low half: the operand layout of `vdpbf16ps`.
#[inline]
pub fn pair(lo: f32, hi: f32) -> u32 {
    from_f32(lo) as u32 | ((from_f32(hi) as u32) << 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_rounding() {
        for x in [0.0f32, 1.0, -2.5, 3.140625, 65504.0, -1e-20] {
            assert_eq!(to_f32(from_f32(x)), round(x));
        }
        // 1 + 2^-8 lies halfway between 1 and 1 + 2^-7: ties to even gives 1.
        assert_eq!(round(1.0 + 1.0 / 256.0), 1.0);
        // Just above the halfway point rounds up.
        assert_eq!(round(1.0 + 1.0 / 256.0 + 1.0 / 65536.0), 1.0 + 1.0 / 128.0);
        assert!(round(f32::NAN).is_nan());
        assert_eq!(round(f32::INFINITY), f32::INFINITY);
        let p = pair(1.0, -2.0);
        assert_eq!(to_f32(p as u16), 1.0);
        assert_eq!(to_f32((p >> 16) as u16), -2.0);
    }

    #[test]
    fn relative_error_is_below_2_pow_minus_8() {
        let mut x = 1.0e-3f32;
        while x < 1.0e4 {
            let r = round(x);
            assert!(((r - x) / x).abs() <= 1.0 / 256.0, "{x} -> {r}");
            x *= 1.37;
        }
    }
}
