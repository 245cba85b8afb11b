import Foundation

/// A seed file compiled once for a run seed and a `today`: any of its records, as `generate`
/// writes them, on demand.
///
/// `record(i)`, `json(i)` and `decode(_:record:)` number records from 0: record 7 is the file
/// `generate` writes as `policy-0008.json`. The same seed, run seed, `today` and `i` always give
/// the same bytes. The calls are cheap (one record is filled and validated) and may be made
/// from many tasks at once.
///
/// A seed with a `unique` generator whose repeats are drawn again (a template, a provider…)
/// is the exception to "one record, one fill": `generate` decides those redraws in record
/// order, so the first call for record `i` fills records `0...i` once, and remembers which of
/// them were drawn again (a few bytes per such record, not the records themselves).
public struct CompiledSeed: Sendable {
    /// The seed file's name (`policy` for `policy.seed.json`).
    public let name: String
    /// How many records the seed file asks for (its `count`, else 10).
    public let count: Int
    /// The date relative dates are read against, `YYYY-MM-DD`: the `today:` given to
    /// ``SeedfillProject/compile(seed:today:runSeed:)``, else the seed file's, else the clock's.
    public let today: String
    /// Fills, validates and serialises records, as one `generate` job does.
    let producer: RecordProducer
    /// The records drawn again for a `unique` field; `nil` when there can be none.
    let history: UniqueHistory?

    /// Compiles `seed` on `plan` with `run`'s parameters.
    init(seed: SeedFile, plan: ModelPlan, run: RunParameters) {
        let today = run.today(of: seed).date
        name = seed.name
        count = run.count(of: seed)
        self.today = today.iso
        producer = RecordProducer(seed: seed, plan: plan, today: today, run: run, format: .files, depth: 0)
        history = UniqueHistory(producer)
    }

    /// Record `i` (from 0) as a value: the questionnaire `generate` writes, parsed back.
    public func record(_ i: Int) throws(SeedfillError) -> QuestionnaireValue {
        let bytes = try questionnaireBytes(i)
        guard let node = JSONReader.parse(bytes, file: "\(name) record \(i)").node else {
            throw SeedfillError(.error("record \(i) of \(Quoted.single(name)) is not JSON", hint: Self.bug))
        }
        return QuestionnaireValue(node)
    }

    /// Record `i` (from 0) as JSON: byte for byte the file `generate` writes for it
    /// (`NAME-000(i+1).json`), final newline included.
    public func json(_ i: Int) throws(SeedfillError) -> Data {
        var bytes = try questionnaireBytes(i)
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    /// Record `i` (from 0) decoded from its JSON with `decoder`.
    ///
    /// Throws a ``SeedfillError`` when the record cannot be made, or the decoder's
    /// `DecodingError` when it does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, record i: Int, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(type, from: json(i))
    }

    /// The questionnaire bytes of record `i` (from 0), without the final newline.
    private func questionnaireBytes(_ i: Int) throws(SeedfillError) -> [UInt8] {
        try checkRecord(i)
        do throws(FillError) {
            let salts = try history?.salts(of: i + 1) ?? [:]
            var storage = producer.makeStorage()
            _ = try producer.produce(i + 1, storage: &storage, redrawAttempts: salts)
            return storage.json.buffer
        } catch {
            throw SeedfillError(error.diagnostic)
        }
    }

    /// Throws unless the seed file has a record `i` (from 0).
    func checkRecord(_ i: Int) throws(SeedfillError) {
        guard i >= 0, i < count else {
            throw SeedfillError(
                .error(
                    "there is no record \(i) of \(Quoted.single(name)): it has \(count) record\(count == 1 ? "" : "s")",
                    hint: count == 0 ? "give the seed file a count above 0" : "records are numbered from 0 to \(count - 1)"))
        }
    }

    /// The hint of an error that only a bug can cause.
    static let bug = "this is a bug in seedfill; please report it with the seed file"
}
