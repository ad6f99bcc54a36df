//! A batch (`SpendRequest::Batch`): several requests (one prompt each, the same form otherwise) to one
//! provider, one job each in one group, estimated and sent as a compare is (`compare::Group`): 2 to
//! [`BATCH_MAX`] prompts, refused whole before any POST.

use media_api::say;
use media_api::types::images::GenerateImageRequest;
use media_api::{FieldError, Words};

/// The field a batch's set errors are reported on.
pub const REQUESTS_FIELD: &str = "requests";
/// The most prompts one batch sends.
pub const BATCH_MAX: usize = 10;
/// A batch's own errors: fewer than two prompts, or more than [`BATCH_MAX`].
pub fn batch_errors(requests: &[GenerateImageRequest]) -> Vec<FieldError> {
    let n = requests.len();
    let f = |m: Words| FieldError::new(REQUESTS_FIELD, m);
    if n < 2 {
        vec![f(say!(
            "compare.write_at_least_two",
            "Write at least two prompts, one per line, for a batch"
        ))]
    } else if n > BATCH_MAX {
        vec![f(say!(
            "compare.batch_takes_at_most",
            "A batch takes at most {batch_max} prompts (you have {n})",
            batch_max = BATCH_MAX,
            n = n
        ))]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_takes_two_to_ten_prompts() {
        let r = GenerateImageRequest::simple("x");
        assert_eq!(batch_errors(std::slice::from_ref(&r)).len(), 1);
        assert!(batch_errors(&vec![r.clone(); 2]).is_empty());
        assert!(batch_errors(&vec![r.clone(); BATCH_MAX]).is_empty());
        assert!(batch_errors(&vec![r; BATCH_MAX + 1])[0]
            .message
            .contains("at most 10"));
    }
}
