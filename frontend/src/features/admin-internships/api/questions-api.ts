import {
  type InternshipQuestionRecord,
  type QuestionAnswer,
} from '@bytecraft/contracts/internship';
import { STAFF_PATHS, type Detailed } from '@bytecraft/contracts/triage';
import { staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';

export const questionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    answerQuestion: build.mutation<
      Detailed<InternshipQuestionRecord>,
      QuestionAnswer & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `${STAFF_PATHS['internship-question']}/${encodeURIComponent(id)}/answer`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: Envelope<Detailed<InternshipQuestionRecord>>) => body.data,
      invalidatesTags: (_record, error, { id }) =>
        error ? [] : tagsOfChange('internship-question', id),
    }),
  }),
});

export const { useAnswerQuestionMutation } = questionsApi;
