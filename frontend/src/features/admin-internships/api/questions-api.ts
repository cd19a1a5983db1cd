import type {
  InternshipQuestionRecord,
  QuestionAnswer,
} from '@bytecraft/contracts/kinds/internship-question';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import type { Detailed } from '@bytecraft/contracts/records/work';
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
