import {
  type InternshipQuestionRecord,
  type QuestionAnswer,
} from '@bytecraft/contracts/internship';
import { RecordKind, STAFF_PATHS, type Detailed } from '@bytecraft/contracts/triage';
import { staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';

export const questionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    answerQuestion: build.mutation<
      Detailed<InternshipQuestionRecord>,
      QuestionAnswer & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `${STAFF_PATHS[RecordKind.InternshipQuestion]}/${encodeURIComponent(id)}/answer`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: Envelope<Detailed<InternshipQuestionRecord>>) => body.data,
      invalidatesTags: (_record, error, { id }) =>
        error ? [] : tagsOfChange(RecordKind.InternshipQuestion, id),
    }),
  }),
});

export const { useAnswerQuestionMutation } = questionsApi;
