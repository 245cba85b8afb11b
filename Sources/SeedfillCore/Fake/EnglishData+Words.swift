extension EnglishData {
    /// Everyday English words, for `lorem.*`.
    static let words: [String] = [
        "time", "year", "people", "way", "day", "man", "thing", "woman", "life", "child",
        "world", "school", "state", "family", "student", "group", "country", "problem", "hand", "part",
        "place", "case", "week", "company", "system", "program", "question", "work", "government", "number",
        "night", "point", "home", "water", "room", "mother", "area", "money", "story", "fact",
        "month", "lot", "right", "study", "book", "eye", "job", "word", "business", "issue",
        "side", "kind", "head", "house", "service", "friend", "father", "power", "hour", "game",
        "line", "end", "member", "law", "car", "city", "community", "name", "president", "team",
        "minute", "idea", "kid", "body", "information", "back", "parent", "face", "others", "level",
        "office", "door", "health", "person", "art", "war", "history", "party", "result", "change",
        "morning", "reason", "research", "girl", "guy", "moment", "air", "teacher", "force", "education",
        "foot", "boy", "age", "policy", "music", "market", "sense", "nation", "plan", "college",
        "interest", "death", "experience", "effect", "class", "control", "care", "field", "development", "role",
        "effort", "rate", "heart", "drug", "show", "leader", "light", "voice", "wife", "police",
        "mind", "price", "report", "decision", "son", "view", "relationship", "town", "road", "arm",
        "difference", "value", "building", "action", "model", "season", "society", "tax", "director", "position",
        "player", "record", "paper", "space", "ground", "form", "event", "official", "matter", "center",
        "couple", "site", "project", "activity", "star", "table", "need", "court", "oil", "situation",
        "cost", "industry", "figure", "street", "image", "phone", "data", "picture", "practice", "piece",
        "land", "product", "doctor", "wall", "patient", "worker", "news", "test", "movie", "north",
        "new", "good", "high", "old", "great", "big", "small", "large", "national", "young",
        "different", "long", "little", "important", "political", "bad", "real", "best", "fair", "social",
        "public", "sure", "low", "early", "able", "human", "local", "late", "hard", "major",
        "better", "economic", "strong", "possible", "whole", "free", "military", "true", "federal", "international",
        "make", "know", "take", "see", "come", "think", "look", "want", "give", "use",
        "find", "tell", "ask", "seem", "feel", "try", "leave", "call", "keep", "provide",
        "hold", "turn", "follow", "begin", "bring", "like", "write", "start", "run", "move",
        "always", "often", "never", "today", "together", "already", "almost", "quickly", "quietly", "finally",
        "river", "garden", "window", "bridge", "forest", "island", "mountain", "harbor", "valley", "meadow",
        "letter", "note", "signature", "account", "invoice", "contract", "schedule", "payment", "address", "document",
        "clear", "bright", "simple", "quiet", "careful", "gentle", "modern", "open", "steady", "ready",
    ]

    /// First words of company names ("Summit" in "Summit Logistics Inc.").
    static let companyWords: [String] = [
        "Blue", "Summit", "Pinnacle", "Northern", "Silver", "Evergreen", "Redwood", "Granite", "Harbor", "Atlas",
        "Keystone", "Liberty", "Frontier", "Cascade", "Sterling", "Golden", "Prairie", "Horizon", "Beacon", "Pioneer",
        "Apex", "Crescent", "Riverbend", "Lakeside", "Ironwood", "Bluebird", "Cornerstone", "Meridian", "Oakridge", "Trident",
        "Bright", "Clearwater", "Eastgate", "Westfield", "Northstar", "Southport", "Highland", "Union", "Patriot", "Heritage",
    ]

    /// Industries, the second word of company names.
    static let companyIndustries: [String] = [
        "Logistics", "Systems", "Solutions", "Partners", "Holdings", "Labs", "Analytics", "Foods", "Health", "Energy",
        "Capital", "Consulting", "Media", "Software", "Manufacturing", "Networks", "Brands", "Dynamics", "Industries", "Technologies",
        "Insurance", "Realty", "Construction", "Financial", "Outfitters",
    ]

    /// Company suffixes, with how often each is drawn (out of 20).
    static let companySuffixes: [(String, Int)] = [("Inc.", 7), ("LLC", 6), ("Corp.", 3), ("Co.", 2), ("Group", 2)]

    /// Job titles as written in American job postings.
    static let jobTitles: [String] = [
        "Software Engineer", "Senior Software Engineer", "Product Manager", "Project Manager", "Data Analyst",
        "Data Scientist", "Accountant", "Financial Analyst", "Marketing Manager", "Sales Representative",
        "Account Executive", "Customer Service Representative", "Human Resources Manager", "Recruiter", "Office Manager",
        "Administrative Assistant", "Executive Assistant", "Operations Manager", "Business Analyst", "Quality Assurance Engineer",
        "DevOps Engineer", "Systems Administrator", "Network Engineer", "Security Analyst", "UX Designer",
        "Graphic Designer", "Content Writer", "Copywriter", "Editor", "Social Media Manager",
        "Registered Nurse", "Medical Assistant", "Pharmacist", "Physical Therapist", "Dental Hygienist",
        "Teacher", "Teaching Assistant", "School Counselor", "Librarian", "Research Scientist",
        "Civil Engineer", "Mechanical Engineer", "Electrical Engineer", "Architect", "Construction Manager",
        "Electrician", "Plumber", "Carpenter", "Truck Driver", "Warehouse Associate",
        "Logistics Coordinator", "Supply Chain Manager", "Purchasing Agent", "Store Manager", "Cashier",
        "Chef", "Line Cook", "Server", "Barista", "Bartender",
        "Insurance Agent", "Claims Adjuster", "Underwriter", "Loan Officer", "Bank Teller",
        "Real Estate Agent", "Property Manager", "Paralegal", "Attorney", "Compliance Officer",
        "Chief Executive Officer", "Chief Financial Officer", "Chief Technology Officer", "Vice President of Sales",
        "Director of Operations",
        "Engineering Manager", "Technical Support Specialist", "Help Desk Technician", "Mobile Developer", "Frontend Developer",
        "Backend Developer", "Solutions Architect", "Scrum Master", "Customer Success Manager", "Event Coordinator",
    ]
}
