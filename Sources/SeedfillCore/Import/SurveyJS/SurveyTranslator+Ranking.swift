/// `ranking`: the respondent orders the choices, and `survey.data` holds every choice's value, in
/// the order given.
extension SurveyTranslator {
    /// Fills `field` as a multichoice of all the ranking's choices, each once.
    mutating func rankingField(_ element: JSONNode, pointer: String, into field: inout ImportedField) -> Bool {
        let conditional = (element["choices"]?.elements ?? []).contains { $0["visibleIf"] != nil }
        let filtered = ["choicesVisibleIf", "choicesFromQuestion", "choicesByUrl"].contains { element[$0] != nil }
        if conditional || filtered || element["selectToRankEnabled"]?.boolValue == true {
            // Then not every choice is ranked.
            note(
                .untranslated, element, pointer,
                "a ranking whose choices are filtered, loaded or picked first (choicesVisibleIf, a choice's visibleIf, "
                    + "choicesFromQuestion, choicesByUrl, selectToRankEnabled) is not translated")
            return false
        }
        let values = (element["choices"]?.elements ?? []).compactMap(Self.choiceValue)
        guard !values.isEmpty else {
            note(.untranslated, element, pointer, "a ranking without choices is not translated", keyword: "choices")
            return false
        }
        field["type"] = .string("multichoice")
        field["options"] = .array(values)
        field["minItems"] = .number(String(values.count))
        field["maxItems"] = .number(String(values.count))
        note(
            .remark, element, pointer,
            "a ranking is written as all its choices, in the order of the choices (one ranking a respondent may give)")
        return true
    }
}
