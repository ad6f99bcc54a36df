//! Newtype identifiers (transparent strings on the wire).

string_id!(
    /// An asynchronous job (image or video generation).
    JobId
);
string_id!(
    /// A saved character (reference face).
    CharacterId
);
string_id!(
    /// A generated or uploaded image.
    ImageId
);
string_id!(
    /// A generated video.
    VideoId
);
string_id!(
    /// A music track; the jobId returned by music generation is also the musicId.
    MusicId
);
string_id!(
    /// A slideshow.
    SlideshowId
);
string_id!(
    /// An API key (used as keyId when revoking).
    KeyId
);

impl From<MusicId> for JobId {
    fn from(m: MusicId) -> Self {
        JobId(m.0)
    }
}
