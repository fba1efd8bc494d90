//! "Did you mean ...?" suggestions by edit distance.

/// Edit distance between `a` and `b`: insertions, deletions, substitutions and
/// transpositions of adjacent characters each cost 1 (optimal string alignment;
/// ASCII case is ignored).
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(w) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1).min(d[i * w + j - 1] + 1).min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

/// The candidate closest to `name`, if it is close enough to be a likely typo
/// (distance at most a third of the length, at least 1).
pub(crate) fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = name.chars().count().max(3) / 3;
    candidates
        .into_iter()
        .filter(|c| *c != name)
        .map(|c| (edit_distance(name, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("lhs", "lsh"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("Result", "result"), 0);
        assert_eq!(edit_distance("", "abc"), 3);
    }

    #[test]
    fn closest_candidate() {
        assert_eq!(closest("lsh", ["lhs", "rhs"]), Some("lhs"));
        assert_eq!(closest("attr_dict", ["attr-dict", "type"]), Some("attr-dict"));
        assert_eq!(closest("operand", ["operands", "results"]), Some("operands"));
        assert_eq!(closest("xyz", ["lhs", "rhs"]), None);
    }
}
