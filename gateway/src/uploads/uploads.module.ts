import { Module } from '@nestjs/common';
import { ObjectStorage } from './object-storage';

/** The private bucket, shared by the routes that take resumes and those that give them back. */
@Module({
  providers: [ObjectStorage],
  exports: [ObjectStorage],
})
export class UploadsModule {}
