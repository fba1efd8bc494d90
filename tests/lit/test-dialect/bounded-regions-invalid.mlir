// RUN: ods-opt %s -split-input-file -verify-diagnostics

// Regions bounded in their number of blocks (`MinSizedRegion`,
// `MaxSizedRegion`): within the bounds, and each bound broken, with the
// summary ODS gives them.

"test.ods_bounded_regions"() ({
^bb0:
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
}, {
}) : () -> ()

// -----

"test.ods_bounded_regions"() ({
^bb0:
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
^bb2:
  "test.op"() : () -> ()
}, {
  "test.op"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'test.ods_bounded_regions' op region #0 ('at_least_two') failed to verify constraint: region with at least 2 blocks}}
"test.ods_bounded_regions"() ({
  "test.op"() : () -> ()
}, {
}) : () -> ()

// -----

// expected-error @+1 {{'test.ods_bounded_regions' op region #1 ('at_most_one') failed to verify constraint: region with at most 1 blocks}}
"test.ods_bounded_regions"() ({
^bb0:
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
}, {
^bb0:
  "test.op"() : () -> ()
^bb1:
  "test.op"() : () -> ()
}) : () -> ()
