// The Spending view's words for the kinds of job (the summary by day and the list of every job).
export const KIND_WORDS: Record<string, string> = {
  image: "Pictures",
  video: "Video",
  avatar: "Avatar video",
  music: "Music",
  slideshow: "Slideshow",
  tool: "Tool",
  mix: "Music added to a video",
};
