// "Your slideshows" beside the form: every saved slideshow (searched by its topic's words, newest first,
// a page at a time), each opening in the result view.
import { useEffect, useRef, useState } from "react";
import type { ApiError } from "../../api";
import { slideshowsApi, type SlideshowView } from "../../api/slideshows";
import { PickMore, PickSearch } from "../../components/PickSearch";
import { useHandleError } from "../../state";

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
  const handleError = useHandleError();
  const [search, setSearch] = useState("");
  const [shows, setShows] = useState<SlideshowView[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const seq = useRef(0);
  const loaded = useRef(PAGE);
  const words = search.trim();

  const load = async (offset: number, limit: number, my: number) => {
    setLoading(true);
    try {
      const page = await slideshowsApi.list({ search: words, offset, limit });
      if (my !== seq.current) return;
      setShows((xs) => (offset === 0 ? page.slideshows : [...xs, ...page.slideshows]));
      setTotal(page.total);
      setError(null);
    } catch (e) {
      if (my === seq.current) setError(handleError(e));
    } finally {
      if (my === seq.current) setLoading(false);
    }
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  // Read again from the top on a new search or a change, keeping as many as were shown.
  useEffect(() => {
    const my = ++seq.current;
    const t = window.setTimeout(() => void loadRef.current(0, loaded.current, my), words ? SEARCH_DELAY : 0);
    return () => window.clearTimeout(t);
  }, [words, version]);

  if (total == null || (total === 0 && !words)) return null;
  return (
    <div className="ss-saved">
      <h2>Your slideshows</h2>
      <PickSearch
        id="ss-saved-search"
        label="Search your slideshows"
        by="topic"
        value={search}
        onChange={(v) => {
          loaded.current = PAGE;
          setSearch(v);
        }}
        total={words ? total : null}
        noun={["slideshow", "slideshows"]}
      />
      <ul>
        {shows.map((s) => (
          <li key={s.id}>
            <button type="button" className="link-button" onClick={() => onOpen(s)}>
              {s.topic || "Untitled"} · {s.slideCount} slides · {s.status === "completed" ? "ready" : s.status}
            </button>
          </li>
        ))}
      </ul>
      <PickMore
        hasMore={shows.length < total}
        left={total - shows.length}
        loading={loading}
        error={error}
        onMore={() => {
          loaded.current = Math.min(100, shows.length + PAGE);
          void load(shows.length, PAGE, seq.current);
        }}
        noun="slideshows"
      />
    </div>
  );
}
