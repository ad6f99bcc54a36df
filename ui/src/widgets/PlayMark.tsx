// The ▶ mark on a video's picture (a Gallery tile, a video to mix music into). Its rule lives beside it,
// so the mark shows on whichever screen is opened first.
import "./playMark.css";

export function PlayMark() {
  return (
    <span className="source-play" aria-hidden="true">
      ▶
    </span>
  );
}
