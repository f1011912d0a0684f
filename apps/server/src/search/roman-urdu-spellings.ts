/**
 * Common Latin spellings of Urdu words whose consonant skeleton is too short to be matched
 * safely (two consonants or fewer: "faiz", "mir", "khan", "aag") or whose usual spellings do not
 * follow the letters (izafat forms, names from Arabic). Keyed by the folded Urdu word
 * (foldSearchText: no vowel marks, آ as ا); spellings are folded Latin words.
 *
 * Spellings that are everyday English words ("or", "he", "me", "men", "main", "jon", "kay", "hay", "tut") are left
 * out on purpose: an English query must never start finding Urdu books.
 */
export const ROMAN_URDU_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  // Names of poets and writers in the catalogue and beyond.
  غالب: ['ghalib', 'galib', 'ghaalib', 'ghaleb'],
  اقبال: ['iqbal', 'ikbal', 'eqbal', 'iqbaal'],
  فیض: ['faiz', 'faez', 'fayz', 'faiez'],
  مرزا: ['mirza', 'mirzaa'],
  میر: ['mir', 'meer'],
  تقی: ['taqi', 'taqqi', 'taki'],
  علامہ: ['allama', 'allamah', 'alama'],
  محمد: ['muhammad', 'mohammad', 'mohammed', 'muhammed', 'mohamed'],
  احمد: ['ahmad', 'ahmed'],
  اسد: ['asad', 'assad'],
  اللہ: ['allah', 'ullah', 'ulla'],
  // The article ال of Arabic names is written a and said u: abd-ul-lah.
  عبداللہ: ['abdullah', 'abdulla', 'abdallah'],
  خان: ['khan', 'khaan'],
  جون: ['jaun', 'jaon', 'jawn'],
  ایلیا: ['elia', 'eliya', 'elya', 'ilya'],
  پروین: ['parveen', 'parvin', 'perveen', 'parween'],
  فراز: ['faraz', 'faraaz'],
  منٹو: ['manto', 'minto'],
  تارڑ: ['tarar', 'tarrar'],
  انشا: ['insha', 'inshaa', 'inshah'],
  ابن: ['ibn', 'ibne', 'ibnay'],
  صفی: ['safi', 'safee'],
  حسین: ['hussain', 'husain', 'hussein', 'husein', 'hosain'],
  عباس: ['abbas', 'abas'],
  شبلی: ['shibli', 'shibly'],
  نذیر: ['nazir', 'nazeer'],
  بیدی: ['bedi', 'baidi'],
  بانو: ['bano', 'banu'],
  // Names shoppers ask for by their usual English spellings, which run Urdu words together
  // ("qurratulain" is قرۃ العین) or have too few consonants to be matched by their key.
  قرۃ: ['qurratulain', 'quratulain', 'qurratul', 'quratul', 'qurrat', 'qurat'],
  العین: ['ain', 'ul', 'ulain'],
  حیدر: ['hyder', 'haider', 'haidar'],
  عمیرہ: ['umera', 'umaira', 'umairah', 'umeera', 'omera', 'omaira'],
  نمرہ: ['nimra', 'nimrah'],
  امراو: ['umrao', 'umrau', 'umraao'],
  رسوا: ['ruswa', 'ruswaa', 'rusva'],
  // Title words.
  دیوان: ['diwan', 'deewan', 'dewan', 'divan', 'deevan'],
  درا: ['dara', 'dra', 'daraa'],
  بال: ['bal', 'baal'],
  پتے: ['patte', 'pattay', 'patay'],
  اگ: ['aag', 'aaag'],
  دریا: ['darya', 'dariya', 'daria'],
  خدا: ['khuda', 'khooda', 'khudaa'],
  اداس: ['udas', 'udaas', 'udaes'],
  راجہ: ['raja', 'rajah', 'raaja'],
  گدھ: ['gidh', 'giddh', 'gidd'],
  پیر: ['peer', 'pir'],
  کامل: ['kamil', 'kaamil'],
  جان: ['jan', 'jaan'],
  ادا: ['ada', 'adaa'],
  حیات: ['hayat', 'hayaat'],
  وفا: ['wafa', 'wafaa', 'vafa'],
  شاید: ['shayad', 'shaid', 'shayed'],
  نامہ: ['nama', 'naama', 'namah'],
  زاویہ: ['zavia', 'zaviya', 'zaviyah', 'zawia'],
  ٹوٹ: ['toot', 'tutt'],
  بٹوٹ: ['batoot', 'batut'],
  چچا: ['chacha', 'chachaa'],
  چھکن: ['chhakkan', 'chakkan', 'chhakan'],
  // Small words of titles, so "aag ka darya" finds آگ کا دریا.
  کا: ['ka', 'kaa'],
  کی: ['ki', 'kee'],
  کے: ['ke', 'kae'],
  کو: ['ko'],
  میں: ['mein', 'mai', 'mien'],
  سے: ['se', 'sey'],
  اور: ['aur', 'aor'],
  ہے: ['hai', 'hae'],
  ہیں: ['hain'],
  نے: ['ne'],
};
