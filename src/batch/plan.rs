//! The batch plan (which pairs share a forward pass) and padding (the one place a
//! [`TokenBatch`] is built from encoded pairs).

use super::Encoded;
use crate::judge::TokenBatch;

/// Groups pairs into micro-batches.
///
/// `lens[k] = (pair index, token count)`. Pairs are sorted by length (ascending, ties by index)
/// and grouped greedily so that rows × longest row ≤ `max_batch_tokens`; a pair longer than the
/// budget forms a batch of its own. Returns the pair indices of each batch, shortest batches
/// first (so that a timeout leaves the fewest pairs unscored). Every index of `lens` appears in
/// exactly one batch.
pub fn plan_batches(lens: &[(usize, usize)], max_batch_tokens: usize) -> Vec<Vec<usize>> {
    let mut sorted: Vec<(usize, usize)> = lens.to_vec();
    sorted.sort_by_key(|&(i, l)| (l, i));
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut cur: Vec<usize> = Vec::new();
    for (i, l) in sorted {
        // ascending order: `l` is the longest row if added
        if !cur.is_empty() && (cur.len() + 1) * l.max(1) > max_batch_tokens {
            out.push(std::mem::take(&mut cur));
        }
        cur.push(i);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Right-pads encoded pairs into one [`TokenBatch`] of shape `(rows.len(), longest row)`
/// (at least 1 column): `pad_id` and type id 0 past each row's end, attention mask 1 on real
/// tokens and 0 on padding. Type ids beyond a row's `type_ids` are 0.
pub fn pad(rows: &[&Encoded], pad_id: u32) -> TokenBatch {
    let b = rows.len();
    let l = rows.iter().map(|r| r.ids.len()).max().unwrap_or(0).max(1);
    let mut ids = vec![pad_id; b * l];
    let mut tids = vec![0u32; b * l];
    let mut mask = vec![0u32; b * l];
    for (r, e) in rows.iter().enumerate() {
        let n = e.ids.len();
        ids[r * l..r * l + n].copy_from_slice(&e.ids);
        let m = e.type_ids.len().min(n);
        tids[r * l..r * l + m].copy_from_slice(&e.type_ids[..m]);
        mask[r * l..r * l + n].iter_mut().for_each(|x| *x = 1);
    }
    TokenBatch::from_parts(ids, tids, mask, b, l).expect("pad builds rows × seq buffers")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn plan_respects_budget_and_covers_all() {
        let lens: Vec<(usize, usize)> = (0..50).map(|i| (i, 10 + (i * 37) % 90)).collect();
        let plan = plan_batches(&lens, 400);
        let mut seen: Vec<usize> = plan.iter().flatten().copied().collect();
        seen.sort();
        assert_eq!(seen, (0..50).collect::<Vec<_>>());
        for g in &plan {
            let longest = g.iter().map(|&i| lens[i].1).max().unwrap();
            assert!(g.len() * longest <= 400 || g.len() == 1);
        }
    }

    #[test]
    fn plan_oversized_pair_alone() {
        let plan = plan_batches(&[(0, 5), (1, 1000), (2, 5)], 100);
        assert_eq!(plan, vec![vec![0, 2], vec![1]]);
        assert!(plan_batches(&[], 100).is_empty());
    }

    #[test]
    fn pad_masks_and_pads() {
        let a = Encoded {
            ids: vec![1, 2, 3],
            type_ids: vec![0, 1, 1],
            claim_truncated: false,
            evidence_truncated: false,
        };
        let b = Encoded {
            ids: vec![4],
            type_ids: vec![0],
            claim_truncated: false,
            evidence_truncated: false,
        };
        let t = pad(&[&a, &b], 9);
        assert_eq!((t.rows(), t.seq()), (2, 3));
        assert_eq!(t.ids(), &[1, 2, 3, 4, 9, 9]);
        assert_eq!(t.type_ids(), &[0, 1, 1, 0, 0, 0]);
        assert_eq!(t.mask(), &[1, 1, 1, 1, 0, 0]);
        let empty = pad(&[], 0);
        assert_eq!((empty.rows(), empty.seq()), (0, 1));
    }

    proptest! {
        /// Every pair lands in exactly one micro-batch, and no micro-batch of two or more rows
        /// exceeds the token budget (rows × longest row).
        #[test]
        fn plan_covers_each_pair_once_within_budget(
            lens in proptest::collection::vec(0usize..600, 0..80),
            budget in 1usize..5000,
        ) {
            let lens: Vec<(usize, usize)> = lens.into_iter().enumerate().collect();
            let plan = plan_batches(&lens, budget);
            let mut seen: Vec<usize> = plan.iter().flatten().copied().collect();
            seen.sort();
            prop_assert_eq!(seen, (0..lens.len()).collect::<Vec<_>>());
            for g in &plan {
                prop_assert!(!g.is_empty());
                let longest = g.iter().map(|&i| lens[i].1).max().unwrap_or(0).max(1);
                prop_assert!(g.len() == 1 || g.len() * longest <= budget, "batch {:?} over budget {}", g, budget);
            }
        }
    }
}
