/** The search box's strings (spec §8), localized for fr, ru and zh-CN; English otherwise. */
export interface SearchMessages {
  placeholder: string
  loading: string
  error: string
  empty: string
  label: string
}

const MESSAGES: Record<string, SearchMessages> = {
  en: { placeholder: 'Search documentation…', loading: 'Loading…', error: 'Failed to load search index.', empty: 'No results found.', label: 'Search documentation' },
  fr: { placeholder: 'Rechercher dans la documentation…', loading: 'Chargement…', error: "Impossible de charger l'index de recherche.", empty: 'Aucun résultat trouvé.', label: 'Rechercher dans la documentation' },
  ru: { placeholder: 'Поиск по документации…', loading: 'Загрузка…', error: 'Не удалось загрузить поисковый индекс.', empty: 'Ничего не найдено.', label: 'Поиск по документации' },
  'zh-CN': { placeholder: '搜索文档…', loading: '正在加载…', error: '无法加载搜索索引。', empty: '未找到结果。', label: '搜索文档' },
}

/** Messages for `locale`: exact match, then its language (`fr-CA` → fr, `zh` → zh-CN), then English. */
export function searchMessages(locale: string): SearchMessages {
  if (MESSAGES[locale]) return MESSAGES[locale]
  const lang = locale.split('-')[0]!.toLowerCase()
  const key = Object.keys(MESSAGES).find((k) => k.split('-')[0]!.toLowerCase() === lang)
  return MESSAGES[key ?? 'en']!
}
