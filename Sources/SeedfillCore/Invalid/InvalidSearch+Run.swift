/// Which rules the fixtures of a `generate --invalid` run break: each rule once by default;
/// with `--count N`, N fixtures spread over the rules that can be broken.
extension InvalidSearch {
    /// What a run found.
    struct Outcome {
        /// The fixtures, in the order written (fixture 1 first).
        var fixtures: [Fixture] = []
        /// Every rule that can be broken alone, in model order.
        var breakable: [BreakableRule] = []
        /// Each rule that cannot, with why, in model order.
        var unbreakable: [(rule: BreakableRule, reason: String)] = []
    }

    /// Breaks each of `rules` once (fixture 1, 2, … in model order), or, with `count`, makes
    /// `count` fixtures: the breakable rules evenly spread when there are more of them, each
    /// in turn (from later records each round) when there are fewer.
    func run(_ rules: [BreakableRule], count: Int?) -> Outcome {
        var outcome = Outcome()
        var found: [Fixture] = []
        for rule in rules {
            switch fixture(breaking: rule, number: found.count + 1, round: 0) {
            case .success(let fixture):
                found.append(fixture)
                outcome.breakable.append(rule)
            case .failure(let miss):
                outcome.unbreakable.append((rule, miss.text))
            }
        }
        guard let count else {
            outcome.fixtures = found
            return outcome
        }
        let breakable = outcome.breakable
        guard !breakable.isEmpty else { return outcome }
        // Each fixture is looked for again at its own number: a rule read through `index`
        // may hold at one record number and not another. A fixture not found leaves a gap
        // that the next rule fills, so that there are `count` of them when any can be made.
        var (attempt, skipped) = (0, 0)
        while outcome.fixtures.count < count, attempt < count * 2 + breakable.count {
            let slot = outcome.fixtures.count
            let spread = count <= breakable.count
            let index = spread ? slot * breakable.count / count + skipped : attempt
            attempt += 1
            let rule = breakable[index % breakable.count]
            if case .success(let fixture) = fixture(breaking: rule, number: slot + 1, round: spread ? 0 : index / breakable.count) {
                outcome.fixtures.append(fixture)
                skipped = 0
            } else {
                skipped += 1
            }
        }
        return outcome
    }
}
