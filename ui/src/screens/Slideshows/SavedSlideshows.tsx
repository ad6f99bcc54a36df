// "Your slideshows" beside the form: every saved slideshow (searched by its topic's words, newest first,
// a page at a time), each opening in the result view.
import { useEffect, useRef, useState } from "react";
import { slideshowsApi, type SlideshowView } from "../../api/slideshows";
import { PickMore, PickSearch } from "../../widgets/PickSearch";
import { usePaged } from "../../lib/usePaged";
import { t, tn } from "../../i18n";

const PAGE = 6;

const SEARCH_DELAY = 200;

export function SavedSlideshows({
  version,
  onOpen,
}: {
  /** Changes when a slideshow was made or moved on: the list is read again. */
  version: number;
  onOpen: (s: SlideshowView) => void;
}) {
  const [search, setSearch] = useState("");
  const words = search.trim();
  const list = usePaged(
    words,
    (offset, limit) =>
      slideshowsApi.list({ search: words, offset, limit }).then((p) => ({ items: p.slideshows, total: p.total })),
    PAGE,
    words ? SEARCH_DELAY : 0,
  );
  // Read again from the top on a change, keeping as many as were shown.
  const reload = useRef(list.reload);
  reload.current = list.reload;
  useEffect(() => {
    if (version) reload.current();
  }, [version]);

  const { items: shows, total } = list;
  if (total == null || (total === 0 && !words)) return null;
  return (
    <div className="ss-saved">
      <h2>{t("slideshows.saved.title")}</h2>
      <PickSearch
        id="ss-saved-search"
        label={t("slideshows.saved.search")}
        by={t("slideshows.saved.by_topic")}
        value={search}
        onChange={setSearch}
        total={words ? total : null}
        noun={[t("slideshows.saved.noun_one"), t("slideshows.saved.noun_many")]}
      />
      <ul>
        {shows.map((s) => (
          <li key={s.id}>
            <button type="button" className="link-button" onClick={() => onOpen(s)}>
              {s.topic || t("slideshows.untitled")}
              {s.slideCount > 0 ? ` · ${tn("slideshows.slides", s.slideCount)}` : ""} ·{" "}
              {t(`slideshows.saved.status.${s.status}`)}
            </button>
          </li>
        ))}
      </ul>
      <PickMore
        hasMore={shows.length < total}
        left={total - shows.length}
        loading={list.loading}
        error={list.error}
        onMore={list.more}
        noun={t("slideshows.saved.noun_many")}
      />
    </div>
  );
}
