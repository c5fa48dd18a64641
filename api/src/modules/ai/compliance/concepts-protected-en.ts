// The protected classes of fair housing as concept lexicons: the words that name a group, in the
// agent's reply or in the client's last line ("We're expecting our second", "I use a wheelchair").

export const RACE_CLASS =
  "(?:white|black|asian|caucasian|african[- ]americans?|brown|colou?red|people of colou?r|poc|bame|ethnic\\w*|minorit(?:y|ies)|racial(?:ly)?|race|races|mixed[- ]race|interracial|biracial|multiracial|non[- ]white|whites|blacks|asians|skin (?:colou?r|tone)|complexion)";

export const RELIGION_CLASS =
  "(?:christians?|christianity|catholics?|protestants?|baptists?|evangelicals?|methodists?|lutherans?|jewish|jews?|judaism|orthodox|hasidic|muslims?|moslems?|islam\\w*|hindus?|sikhs?|buddhists?|mormons?|lds|jehovah'?s?|witnesses|atheists?|agnostics?|pagans?|religio\\w*|church(?:es|[- ]?go\\w*)?|parish\\w*|congregation\\w*|synagogues?|temples?|mosques?|kosher|halal|hijabs?|headscarf|headscarves|turbans?|yarmulkes?|kippah|sabbath|shabbat|ramadan|eid|prayers?|praying|faith\\w*|devout|god[- ]fearing|amish|quakers?|believers?|spiritual)";

export const ORIGIN_CLASS =
  "(?:immigra\\w*|migrants?|foreign\\w*|expats?|refugees?|asylum|newcomers|nationalit(?:y|ies)|natives?|native[- ]born|born (?:here|abroad|overseas|in (?:this|the) country)|from (?:abroad|overseas|another country|out of the country)|citizens?(?:hip)?|green card|visas?|h-?1b|work permit|undocumented|papers|(?:american|british|local|english|real|true) (?:buyers|tenants|families|people|locals)|hispanics?|latin[oax]s?|arabs?|arabic|mexicans?|chinese|indians?|pakistanis?|polish|poles|russians?|ukrainians?|somalis?|nigerians?|africans?|romanians?|turks|turkish|koreans?|vietnamese|filipin[oa]s?|irish|italians?|middle[- ]eastern|eastern europeans?|brazilians?|syrians?|afghans?|iranians?|persians?|albanians?|bulgarians?|japanese|greeks?|portuguese|caribbean|jamaicans?|haitians?|cubans?|puerto ricans?|colombians?|ethiopians?|eritreans?|kurds|kurdish|bangladeshis?|sri lankans?|nepal\\w*|thai|moroccans?|egyptians?|lebanese|ghanaians?|kenyans?|congolese|guatemalans?|salvadorans?|hondurans?|dominicans?|venezuelans?|gypsies|roma|travell?ers|accents?|(?:broken|poor|bad|limited|fluent|native|good|proper|perfect) english|english[- ]speak\\w*|non[- ]english|(?:speaks?|speaking) (?:\\w+ )?english|english (?:isn't|is not|not so|not very|as a second)|my english|native speakers?)";

export const SEX_CLASS =
  "(?:wom[ae]n|girls?|lady|ladies|females?|gals?|single (?:mom|mum|mother|woman|lady|girl|dad|father|man|guy)|moms?|mums?|mothers?|new (?:mom|mum|mother)|maternity|man|men|guys?|males?|bachelors?|gender\\w*|trans(?:gender)?|sex|gay|lesbians?)";

export const FAMILY_CLASS =
  "(?:kids?|kiddos?|child(?:ren)?|baby|babies|toddlers?|little ones?|newborns?|infants?|pregnan\\w*|expecting|teen(?:ager)?s?|strollers?|prams?|pushchairs?|school[- ]age|twins|youngsters|famil(?:y|ies) with|young famil(?:y|ies)|families|family of (?:three|four|five|six|\\d)|our (?:son|daughter)|my (?:son|daughter)|sons|daughters|custody|(?:second|third|first) (?:child|baby|one on the way)|on the way)";

export const DISABILITY_CLASS =
  "(?:wheel ?chairs?|disab\\w*|handicap\\w*|blind\\w*|visually impaired|deaf\\w*|hard of hearing|hearing (?:aids?|impair\\w*)|sign language|mobility (?:\\w+ )?(?:issues?|aids?|scooters?|problems?|needs|impair\\w*)|walkers?|crutches|(?:a|her|his|my|your) cane|(?:guide|service|assistance|support|therapy|seeing[- ]eye|hearing|helper) (?:dogs?|animals?)|emotional support|esa|autis\\w*|adhd|mental (?:health|illness|condition)|bipolar|schizophreni\\w*|depress\\w*|anxiety|ptsd|ocd|special needs|in a chair|paraplegic|quadriplegic|paralys\\w*|oxygen|dialysis|hiv|chronic (?:illness|pain|condition)|multiple sclerosis|cerebral palsy|down syndrome|epilep\\w*|seizures|amputee|prosthetic|recovering (?:addict|alcoholic)|in recovery|sober living|rehab|(?:medical|health) (?:condition|issues?|problems?)|caregiver|carer|live-in aide|(?:can't|cannot) (?:walk|see|hear|climb))";

// Words that stand in for race: a street's or school's "character", who is "moving in".
export const CODED_RACE =
  "(?:urban|inner[- ]city|ghetto|the hood|the projects|homogeneous|homogenous|(?:everyone|everybody|they)(?:'s| is| are) (?:all )?(?:alike|the same|similar)|all alike|across the tracks|wrong side of (?:the )?(?:tracks|town)|(?:a |the )?(?:different|certain|wrong|right|undesirable|rougher|sketchy|new) (?:crowd|element|clientele|demographic|kind of (?:people|folks|families)|type of (?:people|folks|families)|sort of (?:people|folks))|those (?:people|types|folks|families|kids)|that (?:crowd|element)|demographics?|diverse|diversity|changing|changed (?:a lot|so much|quite a bit)|transitional|gone downhill|going downhill|not what it used to be|rough|sketchy|dodgy|gentrif\\w*|old[- ]fashioned|traditional|conservative|character|vibe)";

// "if you know what I mean": the wink that turns a neutral word into a coded one.
export const WINK =
  "(?:if you (?:know|get|catch|see) (?:what|where) I(?:'m| am)? ?(?:mean|saying|getting at|coming from|going with this)|(?:you )?know what I(?:'m| am)? (?:saying|mean|getting at)|catch my drift|read between the lines|I'll leave it (?:at that|there)|(?:I'll )?say no more|let's just say|you didn't hear (?:it|this|that) from me|wink wink|nudge nudge|enough said)";
