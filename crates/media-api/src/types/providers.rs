//! Provider slugs. Prices, display names and capabilities live in [`crate::catalog`].

wire_enum! {
    /// Image providers of `POST /api/generate/{provider}` (also slideshow image providers).
    pub enum ImageProvider {
        Gemini = "gemini",
        GeminiNano = "gemini-nano",
        GptImage15 = "gpt-image-1.5",
        GptImage2 = "gpt-image-2",
        GptImage25Flare = "gpt-image-2.5-flare",
        GptImage25Sunburst = "gpt-image-2.5-sunburst",
        Seedream45 = "seedream-4.5",
        FalFlux2Pro = "fal-flux-2-pro",
        FalFlux2Max = "fal-flux-2-max",
        GrokImage = "grok-image",
        GrokImagePro = "grok-image-pro",
        GrokImage20 = "grok-image-2.0",
        KlingImageV3 = "kling-image-v3",
    }
}

wire_enum! {
    /// Video providers of `POST /api/generate/video`: six standard, three avatar.
    pub enum VideoProvider {
        Veo31 = "veo-3.1",
        Sora = "sora",
        Seedance = "seedance",
        Wan = "wan",
        GrokVideo = "grok-video",
        KlingMotion = "kling-motion",
        KlingAvatar = "kling-avatar",
        CreatifyAurora = "creatify-aurora",
        VeedFabric = "veed-fabric",
    }
}

impl Default for VideoProvider {
    /// The service's default for standard videos.
    fn default() -> Self {
        VideoProvider::Seedance
    }
}

impl VideoProvider {
    pub fn is_avatar(&self) -> bool {
        matches!(
            self,
            VideoProvider::KlingAvatar | VideoProvider::CreatifyAurora | VideoProvider::VeedFabric
        )
    }
    pub fn is_standard(&self) -> bool {
        self.is_known() && !self.is_avatar()
    }
}

wire_enum! {
    /// Voice service of avatar videos.
    pub enum VoiceProvider {
        Elevenlabs = "elevenlabs",
        FishAudio = "fish-audio",
    }
}
